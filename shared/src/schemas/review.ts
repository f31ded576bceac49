import { z } from 'zod';
import { GAME_MODES } from '../constants.ts';
import { nameSchema } from '../rules/names.ts';
import { boundedText, controlCharacterCheck, TEXT_MAX, tooLongMessage } from '../text-limits.ts';

// The forms of game review, release, gifts and recharge, with their messages. Whether a release may happen
// depends on the time, which is a parameter here: the server passes its clock, the client the synced one.

export const REVIEW_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: tooLongMessage('Reason', TEXT_MAX.reviewReason),
  verdictMissing: 'Give every question a verdict',
  unknownQuestion: 'A verdict names a question this game does not have',
  gameChanged: 'The game or its questions changed since you opened them: review the new version',
  versionRequired: 'Reload the game to review it',
  notPending: 'This game is not waiting for review',
  noQuestions: 'Add questions before submitting the game for review',
  notSubmittable: 'Only a draft or rejected game can be submitted for review',
  notVerified: 'Only a verified game can be released',
  publishingTimeRequired: 'Publishing time is required',
  rapidInPast: 'A RAPID game needs a publishing time in the future',
  durationRequired: 'Duration is required',
  durationRange: 'Duration must be between 10 seconds and 24 hours',
  paidNeedsRound: 'The gifts of a paid game go to the winners of its live round: release it as RAPID or RAPID THEN DAILY',
  balanceTooLow: "The channel's gift balance is too low for this game's gifts",
  giftNameRequired: 'Gift name is required',
  giftNameTooLong: tooLongMessage('Gift name', TEXT_MAX.giftName),
  giftDescriptionTooLong: tooLongMessage('Description', TEXT_MAX.giftDescription),
  giftValue: 'Value must be a whole number from 1 to 1,000,000',
  winnerRanks: 'Winner ranks must be a whole number from 1 to 100',
  giftsOnPaidOnly: 'Only a paid game can have gifts: mark the game paid first',
  giftsLocked: 'The gifts of a released game cannot change',
  rechargeAmount: 'Amount must be a whole number from 1 to 1,000,000',
  rechargeNoteTooLong: tooLongMessage('Note', TEXT_MAX.rechargeNote),
  rechargeReviewed: 'This recharge request has already been rejected',
  rechargeApproved: 'This recharge request has already been approved',
} as const;

export const VERDICTS = ['APPROVED', 'REJECTED'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Why a question or request was turned down: free text, over several lines if need be. */
const reason = (required?: string) =>
  boundedText(TEXT_MAX.reviewReason, { required, tooLong: REVIEW_MESSAGES.reasonTooLong, trim: true, kind: 'lines' });

/** The version of a question (or of the whole game as players see it) the admin was shown, as the server gave it. */
const shownVersion = boundedText(100, { required: REVIEW_MESSAGES.versionRequired });

/** One question's verdict, for the version of it the admin read: a rejection says why, for the creator to read. */
export const questionVerdictSchema = z
  .object({
    question_id: boundedText(TEXT_MAX.id).min(1),
    version: shownVersion,
    verdict: z.enum(VERDICTS),
    reason: reason().default(''),
  })
  .refine((v) => v.verdict === 'APPROVED' || v.reason.length > 0, {
    message: REVIEW_MESSAGES.reasonRequired,
    path: ['reason'],
  });

/** A verdict on every question, bound to the game as the admin was shown it, its own fields and questions. */
export const reviewFormSchema = z.object({
  game_version: shownVersion,
  verdicts: z.array(questionVerdictSchema).min(1).max(500),
});

/** Round length bounds in seconds. */
export const GAME_DURATION = { min: 10, max: 24 * 3600 } as const;
export const isLiveMode = (mode: (typeof GAME_MODES)[number]) => mode !== 'DAILY';

export const releaseFormSchema = z
  .object({
    mode: z.enum(GAME_MODES),
    publishing_time: z.iso
      .datetime({ error: REVIEW_MESSAGES.publishingTimeRequired })
      .max(TEXT_MAX.short, REVIEW_MESSAGES.publishingTimeRequired)
      .check(controlCharacterCheck('line', REVIEW_MESSAGES.publishingTimeRequired)),
    game_duration: z
      .number({ error: REVIEW_MESSAGES.durationRange })
      .int(REVIEW_MESSAGES.durationRange)
      .min(GAME_DURATION.min, REVIEW_MESSAGES.durationRange)
      .max(GAME_DURATION.max, REVIEW_MESSAGES.durationRange)
      .nullable(),
  })
  .refine((form) => !isLiveMode(form.mode) || form.game_duration !== null, {
    message: REVIEW_MESSAGES.durationRequired,
    path: ['game_duration'],
  });
export type ReleaseForm = z.infer<typeof releaseFormSchema>;

/** What is wrong with releasing now, by field; empty when the release may go ahead. */
export function releaseTimeProblems(form: Pick<ReleaseForm, 'mode' | 'publishing_time'>, now: number) {
  const problems: Record<string, string> = {};
  if (isLiveMode(form.mode) && Date.parse(form.publishing_time) <= now) {
    problems.publishing_time = REVIEW_MESSAGES.rapidInPast;
  }
  return problems;
}

/** What a gift costs at most when its game ends: one of it for each rank that wins it. */
export const giftCost = (gift: { value: number; winner_ranks: number }) => gift.value * gift.winner_ranks;

export const giftFormSchema = z.object({
  /** Shown to players as what they can win: a name like any other (rules/names). */
  name: nameSchema(
    { min: 1, max: TEXT_MAX.giftName },
    {
      required: REVIEW_MESSAGES.giftNameRequired,
      tooShort: REVIEW_MESSAGES.giftNameRequired,
      tooLong: REVIEW_MESSAGES.giftNameTooLong,
    },
  ),
  description: boundedText(TEXT_MAX.giftDescription, {
    tooLong: REVIEW_MESSAGES.giftDescriptionTooLong,
    trim: true,
    kind: 'lines',
  }).default(''),
  value: z
    .number({ error: REVIEW_MESSAGES.giftValue })
    .int(REVIEW_MESSAGES.giftValue)
    .min(1, REVIEW_MESSAGES.giftValue)
    .max(1_000_000, REVIEW_MESSAGES.giftValue),
  winner_ranks: z
    .number({ error: REVIEW_MESSAGES.winnerRanks })
    .int(REVIEW_MESSAGES.winnerRanks)
    .min(1, REVIEW_MESSAGES.winnerRanks)
    .max(100, REVIEW_MESSAGES.winnerRanks),
});
export type GiftForm = z.input<typeof giftFormSchema>;

export const rechargeFormSchema = z.object({
  amount: z
    .number({ error: REVIEW_MESSAGES.rechargeAmount })
    .int(REVIEW_MESSAGES.rechargeAmount)
    .min(1, REVIEW_MESSAGES.rechargeAmount)
    .max(1_000_000, REVIEW_MESSAGES.rechargeAmount),
  note: boundedText(TEXT_MAX.rechargeNote, {
    tooLong: REVIEW_MESSAGES.rechargeNoteTooLong,
    trim: true,
    kind: 'lines',
  }).default(''),
});
export type RechargeForm = z.input<typeof rechargeFormSchema>;

export const rejectReasonSchema = z.object({
  reason: reason(REVIEW_MESSAGES.reasonRequired),
});
