// The column types every table shares: 0/1 flags and ISO-8601 UTC times (text order is time order).

export type Flag = 0 | 1;

export type IsoTime = string;
