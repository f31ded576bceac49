import { z } from 'zod';

// The longest text each stored or searched field takes, in one place for the client's forms and the server's
// checks. The spec's numbers where it gives one (names, channel fields, questions: section 9); elsewhere a
// length that fits what the field is for, so no field can carry a whole file. And the one way such a field is
// built (`boundedText`), so each also refuses control characters.

export const TEXT_MAX = {
  gameName: 100,
  hashtag: 200,
  /** An answer (mcq or kriss-kross) and each mcq option. */
  answer: 200,
  playlistName: 40,
  giftName: 60,
  giftDescription: 300,
  reviewReason: 300,
  rechargeNote: 300,
  channelRequestRejection: 500,
  languageRequest: 40,
  draftTopic: 200,
  contactMessage: 2000,
  /** RFC 5321's longest forward path. */
  email: 254,
  username: 20,
  search: 100,
  /** Ids (ULIDs are 26), sign-up and reset tokens, page cursors, and other values a client only passes back. */
  id: 64,
  token: 256,
  cursor: 200,
  /** A leaderboard type, a date-time and other short values that have their own format. */
  short: 40,
} as const;

/** "<Label> must be at most N characters": the spec's wording for a field that is too long. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export const TEXT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
} as const;

/**
 * The text a client may send, by kind. No control code (C0, C1, NUL): Postgres cannot store NUL, and the rest
 * hide or scramble text others read. Free text written over several lines (questions, descriptions, messages)
 * keeps tab, line feed and carriage return.
 */
export const TEXT_PATTERNS = {
  line: /^\P{Cc}*$/u,
  lines: /^[\P{Cc}\t\n\r]*$/u,
} as const;
export type TextKind = keyof typeof TEXT_PATTERNS;

/** The control-character check, for a string built another way (a date-time format, a name). */
export function controlCharacterCheck(kind: TextKind = 'line', message: string = TEXT_MESSAGES.controlCharacters) {
  return z.regex(TEXT_PATTERNS[kind], message);
}

export interface BoundedTextOptions {
  /** The message for a missing or empty value; without it the field may be empty. */
  required?: string;
  tooLong?: string;
  /** Drop surrounding white space first (names and free text; never ids, tokens or passwords). */
  trim?: boolean;
  kind?: TextKind;
  /** The message for a control character, where the field has its own words for what it may hold. */
  invalid?: string;
}

/** A string a client sends: at most `max` characters and no control characters; chain more rules after. */
export function boundedText(max: number, options: BoundedTextOptions = {}) {
  const { required, tooLong, trim = false, kind = 'line', invalid } = options;
  const text = z.string(required === undefined ? undefined : { error: required });
  const trimmed = trim ? text.trim() : text;
  const filled = required === undefined ? trimmed : trimmed.min(1, required);
  return filled.max(max, tooLong).check(controlCharacterCheck(kind, invalid));
}
