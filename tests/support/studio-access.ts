import { api } from '@plw/protocol/api';
import type { Endpoint } from '@plw/protocol/endpoint';
import { studioApi } from '@plw/protocol/rest/studio';
import type { Database } from '@plw/server/db/schema';
import type { Kysely } from 'kysely';
import { createGame } from './fixtures.ts';

// The studio's part of the role matrix (access-policy.test.ts): real calls on the demo creator's own DRAFT games,
// questions and playlists, one set of rows per destructive call, so every call can succeed for its owner.

type Caller = 'anonymous' | 'player' | 'creatorA' | 'creatorB' | 'admin';
type Db = Kysely<Database>;

export interface StudioAccess {
  mcqGame: string;
  mcqQuestion: string;
  krissKrossGame: string;
  krissKrossQuestion: string;
  typedAnswerGame: string;
  typedAnswerQuestion: string;
  deleteGame: string;
  deleteQuestion: string;
  reorderGame: string;
  reorderQuestions: string[];
  playlist: string;
  deletePlaylist: string;
}

async function questionIds(db: Db, table: 'mcq_questions' | 'krisskross_questions' | 'typed_answer_questions', gameId: string) {
  const rows = await db.selectFrom(table).select('id').where('game_id', '=', gameId).orderBy('position').execute();
  return rows.map((row) => row.id);
}

export async function prepareStudioAccess(db: Db, channelId: string): Promise<StudioAccess> {
  const mcqGame = await createGame(db, channelId, { type: 'Mcq', status: 'DRAFT' });
  const krissKrossGame = await createGame(db, channelId, { type: 'Kriss_kross_puzzle', status: 'DRAFT' });
  const typedAnswerGame = await createGame(db, channelId, { type: 'Typed_answer', status: 'DRAFT' });
  const deleteGame = await createGame(db, channelId, { type: 'Mcq', status: 'DRAFT' });
  const reorderGame = await createGame(db, channelId, { type: 'Kriss_kross_puzzle', status: 'DRAFT' });
  const at = new Date().toISOString();
  const [playlist, deletePlaylist] = ['Access one', 'Access two'];
  const playlistIds: string[] = [];
  for (const [position, name] of [playlist, deletePlaylist].entries()) {
    const id = `access-playlist-${position}`;
    await db.insertInto('playlists').values({ id, channel_id: channelId, name: name ?? '', position, created_at: at }).execute();
    playlistIds.push(id);
  }
  return {
    mcqGame,
    mcqQuestion: (await questionIds(db, 'mcq_questions', mcqGame))[0] ?? '',
    krissKrossGame,
    krissKrossQuestion: (await questionIds(db, 'krisskross_questions', krissKrossGame))[0] ?? '',
    typedAnswerGame,
    typedAnswerQuestion: (await questionIds(db, 'typed_answer_questions', typedAnswerGame))[0] ?? '',
    deleteGame,
    deleteQuestion: (await questionIds(db, 'mcq_questions', deleteGame))[0] ?? '',
    reorderGame,
    reorderQuestions: (await questionIds(db, 'krisskross_questions', reorderGame)).reverse(),
    playlist: playlistIds[0] ?? '',
    deletePlaylist: playlistIds[1] ?? '',
  };
}

const isStudio = (name: string): name is keyof typeof studioApi => name in studioApi;

/** Path and body of a studio call that succeeds for its owner; undefined for endpoints outside the studio. */
export function studioCallFor(
  name: string,
  caller: Caller,
  ids: StudioAccess,
): { path: string; body?: unknown } | undefined {
  if (!isStudio(name)) return undefined;
  const mcq = { question: 'Access?', answer: 'Yes', answer_options: ['No', 'Maybe', 'Later'] };
  const kk = { question: 'A yellow fruit', answer: 'LEMON', direction: 'Down' };
  const typed = { question: 'A yellow fruit?', answer: 'Lemon', alternatives: ['Lime'] };
  const typedGame = { id: ids.typedAnswerGame };
  const game = { id: ids.mcqGame };
  const kkGame = { id: ids.krissKrossGame };
  const calls: Record<keyof typeof studioApi, [params: Record<string, string> | undefined, body?: unknown]> = {
    studioFigures: [undefined],
    studioGame: [game],
    // The other channel's creator tries to add a language variant to this channel's game.
    createGame: [
      undefined,
      caller === 'creatorB'
        ? { language: 'German', game_name: 'Taken', variant_of: ids.mcqGame }
        : { language: 'English', game_name: 'Access game' },
    ],
    updateGame: [game, { type: 'Mcq', language: 'English', game_name: 'Access renamed' }],
    languageRequests: [undefined],
    requestLanguage: [undefined, { language: 'French' }],
    studioMcqQuestions: [game],
    addMcqQuestion: [game, mcq],
    updateMcqQuestion: [{ id: ids.mcqGame, questionId: ids.mcqQuestion }, mcq],
    studioKrissKrossQuestions: [kkGame],
    addKrissKrossQuestion: [kkGame, kk],
    updateKrissKrossQuestion: [{ id: ids.krissKrossGame, questionId: ids.krissKrossQuestion }, kk],
    studioTypedAnswerQuestions: [typedGame],
    addTypedAnswerQuestion: [typedGame, typed],
    updateTypedAnswerQuestion: [{ id: ids.typedAnswerGame, questionId: ids.typedAnswerQuestion }, typed],
    deleteQuestion: [{ id: ids.deleteGame, questionId: ids.deleteQuestion }],
    reorderQuestions: [{ id: ids.reorderGame }, { question_ids: ids.reorderQuestions }],
    setDirections: [kkGame, { directions: [{ question_id: ids.krissKrossQuestion, direction: 'Across' }] }],
    questionDraftsStatus: [undefined],
    draftQuestions: [game, { count: 1 }],
    studioPlaylists: [undefined],
    createPlaylist: [undefined, { name: 'Access playlist' }],
    renamePlaylist: [{ id: ids.playlist }, { name: 'Access renamed' }],
    deletePlaylist: [{ id: ids.deletePlaylist }],
    setPlaylistGames: [{ id: ids.playlist }, { game_group_ids: [] }],
    studioGifts: [undefined],
    updateChannelSettings: [
      undefined,
      {
        channel_name: caller === 'creatorB' ? 'Channel B' : 'Word Wizards',
        channel_description: 'A channel used by the access tests.',
      },
    ],
    uploadMedia: [undefined],
  };
  const [params, body] = calls[name];
  const path = api[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => params?.[key] ?? `:${key}`);
  return body === undefined ? { path } : { path, body };
}

/**
 * What a creator gets from a studio call past the role check: the other channel's creator 403 on anything of this
 * channel; the upload 415 (the matrix sends no multipart form); drafts 503 (no LLM endpoint is configured here).
 */
export function studioStatusFor(endpoint: Endpoint, caller: Caller): number | undefined {
  const entry = Object.values(studioApi).find((e) => e === endpoint);
  if (!entry) return undefined;
  if (entry === studioApi.uploadMedia) return 415;
  const aboutOwnThing = entry.path.includes(':id') || entry === studioApi.createGame;
  if (caller === 'creatorB' && aboutOwnThing) return 403;
  if (entry === studioApi.draftQuestions) return 503;
  return 200;
}
