import { mediaUrl } from '@plw/protocol/rest/media';
import { api } from '@plw/protocol/api';
import {
  STUDIO_MESSAGES,
  type StudioKrissKrossQuestion,
  type StudioMcqQuestion,
} from '@plw/protocol/rest/studio';
import type { GameType } from '@plw/shared/constants';
import type { Kysely, Selectable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dateOf } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { KrissKrossQuestionsTable, McqQuestionsTable } from '../../db/tables/games.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AccessClaims } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import type { GameRecord } from '../games/repository.ts';
import { questionsOf as krissKrossQuestionsOf } from '../krisskross/grid.ts';
import { mcqQuestionRows } from '../mcq/repository.ts';
import {
  deleteQuestion,
  findQuestion,
  insertKrissKrossQuestion,
  insertMcqQuestion,
  questionIdsOf,
  setDirections,
  setPositions,
  updateKrissKrossQuestion,
  updateMcqQuestion,
} from './question-repository.ts';
import { assertOwnMedia, ownedGame, questionTable, studioGame } from './repository.ts';
import { assertEditable, recordEdit } from './status-policy.ts';

// A game's questions in the studio: read with answers, added at the end, edited, deleted, reordered, and (for
// kriss-kross) given new directions at once. Every change goes through the status policy.

type Db = Kysely<Database>;
const storedOptions = z.array(z.string());

interface QuestionMedia {
  mediaFile?: string | null | undefined;
  mediaType?: 'image' | 'audio' | 'video' | null | undefined;
}

export default async function studioQuestionRoutes(app: FastifyInstance) {
  const db = app.db;

  /** The caller's game, checked editable, with its question's media checked too. */
  async function editableGame(auth: AccessClaims, gameId: string, type: GameType, media: QuestionMedia = {}) {
    const game = await ownedGame(db, auth, gameId, type);
    assertEditable(game, 'questions');
    if (media.mediaFile && media.mediaType) await assertOwnMedia(db, auth, media.mediaFile, media.mediaType, 'mediaFile');
    return game;
  }

  async function changed<T>(game: GameRecord, work: (trx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(async (trx) => {
      const value = await work(trx);
      await recordEdit(trx, game, 'questions', dateOf(app.clock));
      return value;
    });
    return result;
  }

  route(app, api.studioMcqQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Mcq');
    const rows = await mcqQuestionRows(db, game.id);
    return { game: await studioGame(db, game.id), questions: rows.map(toMcq) };
  });

  route(app, api.studioKrissKrossQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Kriss_kross_puzzle');
    const rows = await krissKrossQuestionsOf(db, game.id);
    return { game: await studioGame(db, game.id), questions: rows.map(toKrissKross) };
  });

  route(app, api.addMcqQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Mcq', body);
    const id = await changed(game, (trx) => insertMcqQuestion(trx, game.id, mcqColumns(body), dateOf(app.clock)));
    return { game: await studioGame(db, game.id), question: toMcq(await findQuestion(db, 'mcq_questions', game.id, id)) };
  });

  route(app, api.updateMcqQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Mcq', body);
    await findQuestion(db, 'mcq_questions', game.id, params.questionId);
    await changed(game, (trx) => updateMcqQuestion(trx, params.questionId, mcqColumns(body)));
    const question = toMcq(await findQuestion(db, 'mcq_questions', game.id, params.questionId));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.addKrissKrossQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Kriss_kross_puzzle', body);
    const columns = krissKrossColumns(body);
    const id = await changed(game, (trx) => insertKrissKrossQuestion(trx, game.id, columns, dateOf(app.clock)));
    const question = toKrissKross(await findQuestion(db, 'krisskross_questions', game.id, id));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.updateKrissKrossQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Kriss_kross_puzzle', body);
    await findQuestion(db, 'krisskross_questions', game.id, params.questionId);
    await changed(game, (trx) => updateKrissKrossQuestion(trx, params.questionId, krissKrossColumns(body)));
    const question = toKrissKross(await findQuestion(db, 'krisskross_questions', game.id, params.questionId));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.deleteQuestion, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    assertEditable(game, 'questions');
    const table = questionTable(game.type);
    await findQuestion(db, table, game.id, params.questionId);
    await changed(game, (trx) => deleteQuestion(trx, table, params.questionId));
    return { game: await studioGame(db, game.id) };
  });

  route(app, api.reorderQuestions, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id);
    assertEditable(game, 'questions');
    const table = questionTable(game.type);
    const held = await questionIdsOf(db, table, game.id);
    const wanted = body.question_ids;
    const sameSet = wanted.length === held.length && new Set(wanted).size === wanted.length
      && held.every((id) => wanted.includes(id));
    if (!sameSet) throw badRequest(STUDIO_MESSAGES.questionOrder, { question_ids: STUDIO_MESSAGES.questionOrder });
    await changed(game, (trx) => setPositions(trx, table, game.id, wanted));
    return { game: await studioGame(db, game.id) };
  });

  route(app, api.setDirections, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id, 'Kriss_kross_puzzle');
    assertEditable(game, 'questions');
    const held = new Set(await questionIdsOf(db, 'krisskross_questions', game.id));
    const unknown = body.directions.find((d) => !held.has(d.question_id));
    if (unknown) throw notFound('Question not found');
    await changed(game, (trx) => setDirections(trx, body.directions));
    return { game: await studioGame(db, game.id) };
  });
}

function mediaColumns(media: QuestionMedia) {
  return { media_id: media.mediaFile ?? null, media_type: media.mediaFile ? (media.mediaType ?? null) : null };
}

function mcqColumns(body: { question: string; answer: string; answer_options: string[] } & QuestionMedia) {
  return {
    question: body.question,
    answer: body.answer,
    answer_options: JSON.stringify(body.answer_options),
    ...mediaColumns(body),
  };
}

function krissKrossColumns(body: { question: string; answer: string; direction: 'Across' | 'Down' } & QuestionMedia) {
  return { question: body.question, answer: body.answer, direction: body.direction, ...mediaColumns(body) };
}

function mediaOf(row: { media_id: string | null; media_type: 'image' | 'audio' | 'video' | null }) {
  return { mediaFile: row.media_id, mediaUrl: mediaUrl(row.media_id), mediaType: row.media_type };
}

function toMcq(row: Selectable<McqQuestionsTable>): StudioMcqQuestion {
  return {
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    answer_options: storedOptions.parse(JSON.parse(row.answer_options)),
    ...mediaOf(row),
  };
}

function toKrissKross(row: Selectable<KrissKrossQuestionsTable>): StudioKrissKrossQuestion {
  return {
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    direction: row.direction,
    ...mediaOf(row),
  };
}
