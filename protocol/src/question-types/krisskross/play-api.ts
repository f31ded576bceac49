import { DIRECTIONS, MEDIA_TYPES, ROLES } from '@plw/shared/constants';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { boundedText, controlCharacterCheck, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { requiredId, idParams } from '../../rest/fields.ts';
import { LEADERBOARD_TYPES, leaderboardEntrySchema } from '../../rest/leaderboards.ts';

// Kriss-kross play (spec 7): the game, its clues and grid without answers, progress, submission, leaderboard.

const gameIdQuery = z.object({ game_id: requiredId('game_id is required') });
const direction = z.enum(DIRECTIONS);
const mediaType = z.enum(MEDIA_TYPES).nullable();

const CELL_MESSAGES = {
  cells: 'cells must be a list of { row, col, letter }',
  place: 'A cell needs a row and a column: whole numbers from 0',
  letter: 'A cell holds one letter',
  tooMany: 'A grid has at most 2000 cells',
} as const;

const place = z.number({ error: CELL_MESSAGES.place }).int(CELL_MESSAGES.place).min(0, CELL_MESSAGES.place);
const cellSchema = z.object({ row: place, col: place }, { error: CELL_MESSAGES.cells });
/** A letter typed into a cell: one grapheme, or empty to clear the cell. */
export const enteredCellSchema = cellSchema.extend({
  letter: z
    .string({ error: CELL_MESSAGES.letter })
    .max(16, CELL_MESSAGES.letter)
    .check(controlCharacterCheck('line', CELL_MESSAGES.letter)),
});
/** What a player sends of their grid: every cell they filled. */
const enteredCells = z.object({
  cells: z.array(enteredCellSchema, { error: CELL_MESSAGES.cells }).max(2000, CELL_MESSAGES.tooMany),
});

export const placementViewSchema = z.object({
  question_id: z.string(),
  number: z.number().int().positive(),
  row: z.number().int().min(0),
  col: z.number().int().min(0),
  direction,
  length: z.number().int().positive(),
});

/** The grid as a player may see it before finishing: where the cells are, never what is in them. */
export const gridViewSchema = z.object({
  rows: z.number().int().positive(),
  cols: z.number().int().positive(),
  cells: z.array(cellSchema),
  placements: z.array(placementViewSchema),
});

export const clueViewSchema = z.object({
  question_id: z.string(),
  number: z.number().int().positive(),
  direction,
  question: z.string(),
  /** Word lengths of a multi-word answer, e.g. "3,4"; shown after the clue as (3,4). */
  enumeration: z.string(),
  mediaFile: z.string().nullable(),
  mediaType,
});

/** A clue with its answer, for the game's creator and its reviewers only. */
export const answeredClueSchema = clueViewSchema.extend({ answer: z.string(), position: z.number().int() });

/** The grid with its letters: for creators trying their own game. */
export const solvedGridSchema = gridViewSchema.extend({ cells: z.array(enteredCellSchema) });

export const playResultSchema = z.object({
  /** Points; whole on DAILY games, to the hundredth in RAPID rounds. */
  score: z.number(),
  max_score: z.number().int(),
  /** The words typed right that score (a revealed word never does: shared/question-types/krisskross/reveal.ts). */
  correct: z.array(z.string()),
  /** The words the player asked to reveal (a letter or the whole word): marked "revealed", never scored. */
  revealed: z.array(z.string()),
  /** Every word typed right, revealed ones included: the puzzle solved (shared/question-types/krisskross/reveal). */
  solved: z.boolean(),
  /** The server's time from the play's start to its submission: the time that ranks, whatever a timer showed. */
  time_ms: z.number().int(),
  rank: z.number().int().positive(),
});

export const revealedAnswerSchema = z.object({ question_id: z.string(), answer: z.string() });

export const krissKrossPlaySchema = z.object({
  status: z.enum(['IN_PROGRESS', 'FINISHED']),
  started_at: z.iso.datetime(),
  cells: z.array(enteredCellSchema),
  /** The words revealed so far (question ids only: their letters are already in `cells` once typed). */
  revealed: z.array(z.string()),
  result: playResultSchema.nullable(),
});

const HELPER_MESSAGES = {
  questionId: 'question_id is required',
  letters: 'letters must be a list with one letter (or an empty string) for each square of the word',
} as const;

/** "Check word": what the player typed in each square of one word, first square first. */
export const checkWordBodySchema = z.object({
  question_id: boundedText(TEXT_MAX.id, { required: HELPER_MESSAGES.questionId, tooLong: HELPER_MESSAGES.questionId }),
  letters: z
    .array(enteredCellSchema.shape.letter, { error: HELPER_MESSAGES.letters })
    .max(100, HELPER_MESSAGES.letters),
});

/** Each square of a checked word: right, wrong, or empty. It never says what a wrong letter should be. */
export const checkedCellSchema = z.object({
  row: z.number().int().min(0),
  col: z.number().int().min(0),
  mark: z.enum(['right', 'wrong', 'empty']),
});

/** "Reveal letter" (with the square) or "Reveal word" (without). */
export const revealBodySchema = z.object({
  question_id: boundedText(TEXT_MAX.id, { required: HELPER_MESSAGES.questionId, tooLong: HELPER_MESSAGES.questionId }),
  cell: cellSchema.optional(),
});

export const krissKrossApi = {
  krissKrossDetails: defineEndpoint({
    method: 'GET',
    path: '/api/game/krisskross/details',
    access: ROLES,
    summary: 'A kriss-kross game as the caller may see it',
    query: gameIdQuery,
    errors: [404],
    response: z.object({ game: gameSummarySchema }),
  }),
  krissKrossAllQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/krisskross/allquestions',
    access: ['PLAYER'],
    summary: "Clues and grid (no answers), and the player's play so far; answers only once it is finished",
    query: gameIdQuery,
    errors: [404, 409],
    response: z.object({
      game: gameSummarySchema,
      questions: z.array(clueViewSchema),
      grid: gridViewSchema,
      /** Null only when a live round is over and the player never played it. */
      play: krissKrossPlaySchema.nullable(),
      /** Null until the player may see them: their daily play is finished, or the live round is over. */
      answers: z.array(revealedAnswerSchema).nullable(),
    }),
  }),
  krissKrossSaveProgress: defineEndpoint({
    method: 'PUT',
    path: '/api/game/krisskross/:id/progress',
    access: ['PLAYER'],
    summary: 'Keeps what the player has typed so far, so a reload or another device resumes',
    params: idParams,
    body: enteredCells,
    errors: [409],
    response: z.object({ saved_at: z.iso.datetime() }),
  }),
  krissKrossSubmit: defineEndpoint({
    method: 'POST',
    path: '/api/game/krisskross/:id/submit',
    access: ['PLAYER'],
    summary: "Finishes the player's one scored play: checks every word, ranks it, reveals the answers",
    params: idParams,
    body: enteredCells,
    errors: [409],
    response: z.object({ result: playResultSchema, answers: z.array(revealedAnswerSchema).nullable() }),
  }),
  krissKrossCheckWord: defineEndpoint({
    method: 'POST',
    path: '/api/game/krisskross/:id/check',
    access: ['PLAYER'],
    summary: "Daily play only: which typed squares of one word are right or wrong (never the answer's letters)",
    params: idParams,
    body: checkWordBodySchema,
    errors: [404, 409],
    response: z.object({ question_id: z.string(), cells: z.array(checkedCellSchema) }),
  }),
  krissKrossReveal: defineEndpoint({
    method: 'POST',
    path: '/api/game/krisskross/:id/reveal',
    access: ['PLAYER'],
    summary: 'Daily play only: one letter or a whole word of the answer; the word is recorded as revealed first and scores nothing',
    params: idParams,
    body: revealBodySchema,
    errors: [404, 409],
    response: z.object({ question_id: z.string(), cells: z.array(enteredCellSchema), revealed: z.array(z.string()) }),
  }),
  krissKrossQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/krisskross/:id/questions',
    access: ['CREATOR', 'ADMIN'],
    summary: "A kriss-kross game's questions with answers, in the creator's order: its creator and admins only",
    params: idParams,
    response: z.object({ questions: z.array(answeredClueSchema) }),
  }),
  krissKrossPlayDemoQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/krisskross/:id/playdemoquestions',
    access: ['CREATOR', 'ADMIN'],
    summary: 'Everything a creator needs to try their own game: clues with answers and the filled grid',
    params: idParams,
    response: z.object({ questions: z.array(answeredClueSchema), grid: solvedGridSchema }),
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: '/api/game/leaderboard',
    access: ROLES,
    summary: "A game's leaderboard: DAILY ranks by points, then by time taken",
    query: z.object({ type: z.enum(LEADERBOARD_TYPES), game_id: requiredId('game_id is required') }),
    errors: [404, 409],
    response: z.object({ leaderboard: z.array(leaderboardEntrySchema), me: leaderboardEntrySchema.nullable() }),
  }),
} as const;
