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
import { newId } from '../../db/ids.ts';
import type { Database, KrissKrossQuestionsTable, McqQuestionsTable } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AccessClaims } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import type { GameRecord } from '../games/repository.ts';
import { assertOwnMedia, mediaUrl, ownedGame, questionTable, studioGame } from './repository.ts';
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
      await recordEdit(trx, game, 'questions', new Date());
      return value;
    });
    return result;
  }

  route(app, api.studioMcqQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Mcq');
    const rows = await db.selectFrom('mcq_questions').selectAll().where('game_id', '=', game.id).orderBy('position').execute();
    return { game: await studioGame(db, game.id), questions: rows.map(toMcq) };
  });

  route(app, api.studioKrissKrossQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Kriss_kross_puzzle');
    const rows = await db
      .selectFrom('krisskross_questions')
      .selectAll()
      .where('game_id', '=', game.id)
      .orderBy('position')
      .execute();
    return { game: await studioGame(db, game.id), questions: rows.map(toKrissKross) };
  });

  route(app, api.addMcqQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Mcq', body);
    const id = await changed(game, async (trx) => {
      const row = { id: newId(), game_id: game.id, position: await nextPosition(trx, 'mcq_questions', game.id) };
      await trx.insertInto('mcq_questions').values({ ...row, ...mcqColumns(body), created_at: new Date().toISOString() }).execute();
      return row.id;
    });
    return { game: await studioGame(db, game.id), question: toMcq(await findQuestion(db, 'mcq_questions', game.id, id)) };
  });

  route(app, api.updateMcqQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Mcq', body);
    await findQuestion(db, 'mcq_questions', game.id, params.questionId);
    await changed(game, (trx) =>
      trx.updateTable('mcq_questions').set(mcqColumns(body)).where('id', '=', params.questionId).execute(),
    );
    const question = toMcq(await findQuestion(db, 'mcq_questions', game.id, params.questionId));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.addKrissKrossQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Kriss_kross_puzzle', body);
    const id = await changed(game, async (trx) => {
      const row = { id: newId(), game_id: game.id, position: await nextPosition(trx, 'krisskross_questions', game.id) };
      const at = new Date().toISOString();
      await trx.insertInto('krisskross_questions').values({ ...row, ...krissKrossColumns(body), created_at: at }).execute();
      return row.id;
    });
    const question = toKrissKross(await findQuestion(db, 'krisskross_questions', game.id, id));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.updateKrissKrossQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(auth, params.id, 'Kriss_kross_puzzle', body);
    await findQuestion(db, 'krisskross_questions', game.id, params.questionId);
    await changed(game, (trx) =>
      trx.updateTable('krisskross_questions').set(krissKrossColumns(body)).where('id', '=', params.questionId).execute(),
    );
    const question = toKrissKross(await findQuestion(db, 'krisskross_questions', game.id, params.questionId));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.deleteQuestion, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    assertEditable(game, 'questions');
    const table = questionTable(game.type);
    await findQuestion(db, table, game.id, params.questionId);
    await changed(game, (trx) => trx.deleteFrom(table).where('id', '=', params.questionId).execute());
    return { game: await studioGame(db, game.id) };
  });

  route(app, api.reorderQuestions, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id);
    assertEditable(game, 'questions');
    const table = questionTable(game.type);
    const held = await db.selectFrom(table).select('id').where('game_id', '=', game.id).execute();
    const wanted = body.question_ids;
    const sameSet = wanted.length === held.length && new Set(wanted).size === wanted.length
      && held.every((row) => wanted.includes(row.id));
    if (!sameSet) throw badRequest(STUDIO_MESSAGES.questionOrder, { question_ids: STUDIO_MESSAGES.questionOrder });
    await changed(game, async (trx) => {
      for (const [position, id] of wanted.entries()) {
        await trx.updateTable(table).set({ position }).where('id', '=', id).where('game_id', '=', game.id).execute();
      }
    });
    return { game: await studioGame(db, game.id) };
  });

  route(app, api.setDirections, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id, 'Kriss_kross_puzzle');
    assertEditable(game, 'questions');
    const held = new Set(
      (await db.selectFrom('krisskross_questions').select('id').where('game_id', '=', game.id).execute()).map((r) => r.id),
    );
    const unknown = body.directions.find((d) => !held.has(d.question_id));
    if (unknown) throw notFound('Question not found');
    await changed(game, async (trx) => {
      for (const { question_id, direction } of body.directions) {
        await trx.updateTable('krisskross_questions').set({ direction }).where('id', '=', question_id).execute();
      }
    });
    return { game: await studioGame(db, game.id) };
  });
}

type QuestionTable = 'mcq_questions' | 'krisskross_questions';

async function nextPosition(db: Db, table: QuestionTable, gameId: string): Promise<number> {
  const last = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
}

async function findQuestion<T extends QuestionTable>(db: Db, table: T, gameId: string, questionId: string) {
  const row = await db
    .selectFrom(table as QuestionTable)
    .selectAll()
    .where('id', '=', questionId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) throw notFound('Question not found');
  return row as unknown as T extends 'mcq_questions' ? Selectable<McqQuestionsTable> : Selectable<KrissKrossQuestionsTable>;
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
