import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { Language } from '@plw/shared/constants';
import {
  cellKey,
  correctWords,
  type EnteredCell,
  entriesProblem,
  placementCells,
} from '@plw/shared/question-types/krisskross/answers';
import { answerLetters } from '@plw/shared/question-types/krisskross/graphemes';
import { puzzleScripts } from '@plw/shared/question-types/krisskross/scripts';
import { checkWord, gridSolved, scoredWords } from '@plw/shared/question-types/krisskross/reveal';
import { revealedOf } from '@plw/shared/rules/play-reveals';
import { type PlayKind, playKindAt } from '@plw/shared/rules/rapid-round';
import { roundPhase } from '@plw/shared/rules/round/schedule';
import { toPoints } from '@plw/shared/rules/scoring';
import { dailyGridPoints } from '@plw/shared/rules/round/daily-answer';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { type AccessClaims, playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { findGameForDetails, findVisibleGame, type GameRecord, gameSummaryOf } from '../../domains/games/repository.ts';
import { finishPlay } from '../../domains/plays/finish-play.ts';
import { answersOfPlay, findPlay, playerKindAt, rankOf, saveProgress } from '../../domains/plays/player-plays.ts';
import { type Play, startPlay } from '../../domains/plays/repository.ts';
import { answerAccessOf, assertDailyVerdicts } from '../../domains/plays/answer-access.ts';
import { recordReveal } from './reveals.ts';
import { boardKey } from '../../domains/plays/board-snapshot.ts';
import {
  answeredPlacements,
  clueList,
  gridCellKeys,
  gridView,
  type KrissKrossQuestionRow,
  layoutOf,
  questionsOf,
  type StoredLayout,
} from './grid.ts';

// Playing a kriss-kross game: clues and grid without answers, progress kept on the server as the player
// types, one scored submission. Answers reach a player when the answer rule (plays/answer-access.ts) opens
// them: never while the player may still play the game for a score.

export const KRISSKROSS_MESSAGES = {
  notStarted: 'This game has not started yet',
  roundOver: 'This game is over',
  alreadyFinished: ERROR_MESSAGES.alreadyFinished,
  liveRound: 'This game is a live round: its words are answered in the round',
  helpersDailyOnly: 'Check and reveal are for daily play only',
  notOpened: 'Open the game before checking or revealing a word',
  unknownWord: 'This word is not part of the game',
  wrongLength: 'letters must hold one entry for each square of the word',
  cellNotInWord: 'This square is not part of the word',
} as const;

const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

interface Puzzle {
  game: GameRecord;
  /**
   * Which play the game offers this player now: null once a RAPID-only round is over, and after a
   * RAPID_THEN_DAILY round for a player who was in it (one scored play per player and game).
   */
  kind: PlayKind | null;
  questions: KrissKrossQuestionRow[];
  layout: StoredLayout;
}

export default async function krissKrossRoutes(app: FastifyInstance) {
  async function openPuzzle(auth: AccessClaims, gameId: string, now: Date): Promise<Puzzle> {
    const game = await findVisibleGame(app.db, auth, gameId, 'Kriss_kross_puzzle');
    if (roundPhase(game, now) === 'waiting') throw conflict(KRISSKROSS_MESSAGES.notStarted);
    const questions = await questionsOf(app.db, game.id);
    const kind = await playerKindAt(app.db, game, playerIdOf(auth), now);
    return { game, kind, questions, layout: await layoutOf(app.db, game, questions) };
  }

  /** The open play this submission or save goes to, checked against the grid. */
  async function openPlay(puzzle: Puzzle, auth: AccessClaims, cells: readonly EnteredCell[], now: Date) {
    if (!puzzle.kind) {
      const playedRound = playKindAt(puzzle.game, now) === 'DAILY';
      throw conflict(playedRound ? KRISSKROSS_MESSAGES.alreadyFinished : KRISSKROSS_MESSAGES.roundOver);
    }
    const scripts = puzzleScripts(puzzle.questions.map((q) => q.answer));
    const problem = entriesProblem(cells, gridCellKeys(puzzle.layout), scripts);
    if (problem) throw badRequest(problem);
    const play = await startPlay(app.db, puzzle.game.id, playerIdOf(auth), puzzle.kind, now);
    if (play.finished_at) throw conflict(KRISSKROSS_MESSAGES.alreadyFinished);
    return play;
  }

  function correctIn(puzzle: Puzzle, cells: readonly EnteredCell[]) {
    return correctWords(answeredPlacements(puzzle.layout, puzzle.questions), cells, puzzle.game.language as Language);
  }

  /** The result of a finished play, from the words typed right (revealed ones included: they score nothing). */
  async function resultOf(puzzle: Puzzle, play: Play, typedRight: string[]) {
    const revealed = revealedOf(play.revealed);
    return {
      score: toPoints(play.score),
      max_score: puzzle.questions.length * puzzle.game.score,
      correct: scoredWords(typedRight, revealed),
      revealed,
      solved: gridSolved(typedRight, puzzle.questions.length),
      time_ms: play.time_ms ?? 0,
      rank: await rankOf(app.db, play),
    };
  }

  /**
   * A live round's grid as the player left it: the words they locked in, from the round's stored answers (a
   * live round keeps no typing progress). Where two words cross, a right word's letter wins.
   */
  async function lockedIn(puzzle: Puzzle, play: Play): Promise<{ cells: EnteredCell[]; correct: string[] }> {
    // Wrong words first, so a right word's letters are written last where two cross.
    const answers = (await answersOfPlay(app.db, play.id)).sort((a, b) => a.correct - b.correct);
    const placements = new Map(answeredPlacements(puzzle.layout, puzzle.questions).map((p) => [p.questionId, p]));
    const cells = new Map<string, EnteredCell>();
    for (const answer of answers) {
      const placement = placements.get(answer.question_id);
      if (!placement || answerLetters(answer.answer).length !== answerLetters(placement.answer).length) continue;
      for (const cell of placementCells({ ...placement, answer: answer.answer })) {
        cells.set(cellKey(cell.row, cell.col), cell);
      }
    }
    const correct = answers.filter((a) => a.correct === 1).map((a) => a.question_id);
    return { cells: [...cells.values()], correct };
  }

  /** The answers, when the answer rule lets this player see them now; null until then. */
  async function answersFor(puzzle: Puzzle, playerId: string, now: Date) {
    const { access } = await answerAccessOf(app.db, puzzle.game, playerId, now);
    return access.open ? puzzle.questions.map((q) => ({ question_id: q.id, answer: q.answer })) : null;
  }

  route(app, api.krissKrossDetails, async ({ query, auth }) => {
    const game = await findGameForDetails(app.db, auth, query.game_id, 'Kriss_kross_puzzle');
    return { game: await gameSummaryOf(app.db, game.id) };
  });

  route(app, api.krissKrossAllQuestions, async ({ query, auth }) => {
    const now = dateOf(app.clock);
    const puzzle = await openPuzzle(auth, query.game_id, now);
    const playerId = playerIdOf(auth);
    // Getting the questions starts the play (and its clock); after a live round only a look back remains.
    const play = puzzle.kind
      ? await startPlay(app.db, puzzle.game.id, playerId, puzzle.kind, now)
      : await findPlay(app.db, puzzle.game.id, playerId, 'RAPID');
    const live = play?.kind === 'RAPID' ? await lockedIn(puzzle, play) : null;
    const cells = live?.cells ?? (play?.progress ? (JSON.parse(play.progress) as EnteredCell[]) : []);
    const answers = await answersFor(puzzle, playerId, now);
    return {
      game: await gameSummaryOf(app.db, puzzle.game.id),
      questions: clueList(puzzle.layout, puzzle.questions),
      grid: gridView(puzzle.layout, puzzle.questions),
      play: play
        ? {
            status: play.finished_at ? ('FINISHED' as const) : ('IN_PROGRESS' as const),
            started_at: play.started_at,
            cells,
            revealed: revealedOf(play.revealed),
            // Which words were right tells answers too: it comes with them, never before.
            result: play.finished_at && answers
              ? await resultOf(puzzle, play, live?.correct ?? correctIn(puzzle, cells))
              : null,
          }
        : null,
      answers,
    };
  });

  route(app, api.krissKrossSaveProgress, async ({ params, body, auth }) => {
    const now = dateOf(app.clock);
    const play = await openPlay(await openPuzzle(auth, params.id, now), auth, body.cells, now);
    if (!(await saveProgress(app.db, play.id, JSON.stringify(body.cells), now))) {
      throw conflict(KRISSKROSS_MESSAGES.alreadyFinished);
    }
    return { saved_at: now.toISOString() };
  });

  route(app, api.krissKrossSubmit, async ({ params, body, auth }) => {
    const now = dateOf(app.clock);
    const puzzle = await openPuzzle(auth, params.id, now);
    if (puzzle.kind === 'RAPID') throw conflict(KRISSKROSS_MESSAGES.liveRound);
    // The result says which words are right: not while a live round of this game runs (the play is kept).
    await assertDailyVerdicts(app.db, puzzle.game, now);
    const play = await openPlay(puzzle, auth, body.cells, now);
    // A word the player revealed scores nothing, even when typed right (shared/question-types/krisskross/reveal).
    const typedRight = correctIn(puzzle, body.cells);
    const correct = scoredWords(typedRight, revealedOf(play.revealed));
    const words = puzzle.questions.map((question) => question.id);
    const elapsedMs = Math.max(0, now.getTime() - Date.parse(play.started_at));
    const finishedNow = await finishPlay(app.db, {
      play,
      channelId: puzzle.game.channel_id,
      // Every word is an answer taken by the daily rule (shared/rules/round/daily-answer), as a quiz's are.
      score: dailyGridPoints(words, correct, { gameScore: puzzle.game.score, elapsedMs }),
      correctCount: correct.length,
      progress: JSON.stringify(body.cells),
      now,
    });
    if (!finishedNow) throw conflict(KRISSKROSS_MESSAGES.alreadyFinished);
    app.sharedCache.expire(boardKey(play.game_id, play.kind));
    const finished = await findPlay(app.db, play.game_id, play.player_id, play.kind);
    if (!finished) throw new Error('a finished play vanished');
    const answers = await answersFor(puzzle, play.player_id, now);
    return { result: await resultOf(puzzle, finished, typedRight), answers };
  });

  /**
   * The caller's own open daily play and the word they ask about, for "check word" and "reveal": never in a
   * live round (RAPID), never while any live round of the game runs (hosted ones too), never once it is finished.
   */
  async function dailyWord(auth: AccessClaims, gameId: string, questionId: string, now: Date) {
    const puzzle = await openPuzzle(auth, gameId, now);
    if (puzzle.kind === 'RAPID') throw conflict(KRISSKROSS_MESSAGES.helpersDailyOnly);
    const play = await findPlay(app.db, puzzle.game.id, playerIdOf(auth), 'DAILY');
    if (play?.finished_at || !puzzle.kind) throw conflict(KRISSKROSS_MESSAGES.alreadyFinished);
    if (!play) throw conflict(KRISSKROSS_MESSAGES.notOpened);
    // A checked or revealed word would tell a player seated in a live round of this game its answer.
    await assertDailyVerdicts(app.db, puzzle.game, now);
    const placement = answeredPlacements(puzzle.layout, puzzle.questions).find((p) => p.questionId === questionId);
    if (!placement) throw notFound(KRISSKROSS_MESSAGES.unknownWord);
    return { puzzle, play, placement };
  }

  route(app, api.krissKrossCheckWord, async ({ params, body, auth }) => {
    const { puzzle, placement } = await dailyWord(auth, params.id, body.question_id, dateOf(app.clock));
    if (body.letters.length !== answerLetters(placement.answer).length) {
      throw badRequest(KRISSKROSS_MESSAGES.wrongLength);
    }
    const cells = checkWord(placement, body.letters, puzzle.game.language as Language);
    return { question_id: placement.questionId, cells };
  });

  route(app, api.krissKrossReveal, async ({ params, body, auth }) => {
    const now = dateOf(app.clock);
    const { play, placement } = await dailyWord(auth, params.id, body.question_id, now);
    const cells = placementCells(placement);
    const { cell } = body;
    const shown = cell ? cells.filter((c) => c.row === cell.row && c.col === cell.col) : cells;
    if (shown.length === 0) throw badRequest(KRISSKROSS_MESSAGES.cellNotInWord);
    // Recorded before a letter leaves the server: a reveal the player saw always costs the word.
    const revealed = await recordReveal(app.db, play.id, placement.questionId, now);
    if (!revealed) throw conflict(KRISSKROSS_MESSAGES.alreadyFinished);
    return { question_id: placement.questionId, cells: shown, revealed };
  });

  /** For the game's creator and admins: the clues in crossword order, each with its answer and position. */
  async function answeredClues(auth: AccessClaims, gameId: string) {
    const game = await findVisibleGame(app.db, auth, gameId, 'Kriss_kross_puzzle');
    const questions = await questionsOf(app.db, game.id);
    const layout = await layoutOf(app.db, game, questions);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const clues = clueList(layout, questions).map((clue) => {
      const q = byId.get(clue.question_id);
      return { ...clue, answer: q?.answer ?? '', position: q?.position ?? 0 };
    });
    return { layout, questions, clues };
  }

  route(app, api.krissKrossQuestions, async ({ params, auth }) => {
    const { clues } = await answeredClues(auth, params.id);
    return { questions: [...clues].sort((a, b) => a.position - b.position) };
  });

  route(app, api.krissKrossPlayDemoQuestions, async ({ params, auth }) => {
    const { clues, layout, questions } = await answeredClues(auth, params.id);
    return { questions: clues, grid: { ...gridView(layout, questions), cells: layout.cells } };
  });
}
