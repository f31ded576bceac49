// The longest text each stored or searched field takes, in one place for the client's forms and the server's
// checks. The spec's numbers where it gives one (names, channel fields, questions: section 9); elsewhere a
// length that fits what the field is for, so no field can carry a whole file.

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
