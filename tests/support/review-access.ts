import { api } from '@plw/protocol/api';
import type { Endpoint } from '@plw/protocol/endpoint';
import { giftsApi } from '@plw/protocol/rest/gifts';
import { reviewApi } from '@plw/protocol/rest/review';
import { newId } from '@plw/server/db/ids';
import { gameVersion } from '@plw/server/domains/review/game-version';
import { questionsOf } from '@plw/server/domains/review/repository';
import type { Database } from '@plw/server/db/schema';
import type { Kysely } from 'kysely';
import { createGame } from './fixtures.ts';

// Review, release, gifts and the admin catalog in the role matrix (access-policy.test.ts): real calls on rows of
// the demo creator's channel in the state each call needs, so every call can succeed for its rightful caller.

type Caller = 'anonymous' | 'player' | 'creatorA' | 'creatorB' | 'admin';
type Db = Kysely<Database>;
type Name = keyof typeof reviewApi | keyof typeof giftsApi;

export interface ReviewAccess {
  channelId: string;
  draftGame: string;
  pendingGame: string;
  pendingQuestion: string;
  /** The pending game's one question's version, and the game's, as the admin would be shown them. */
  pendingVersions: { question: string; game: string };
  verifiedGame: string;
  paidGame: string;
  paidGift: string;
  recharges: [string, string];
}

export async function prepareReviewAccess(db: Db, channelId: string): Promise<ReviewAccess> {
  const at = new Date().toISOString();
  const draftGame = await createGame(db, channelId, { type: 'Mcq', status: 'DRAFT' });
  const pendingGame = await createGame(db, channelId, { type: 'Mcq', status: 'PENDING_VERIFICATION' });
  await db
    .insertInto('verification_requests')
    .values({ id: newId(), game_id: pendingGame, channel_id: channelId, status: 'PENDING', note: null, reviewed_by: null, reviewed_at: null, created_at: at })
    .execute();
  const shown = await questionsOf(db, pendingGame);
  const question = shown[0];
  if (!question) throw new Error('the pending game has no question');
  const pending = await db.selectFrom('games').selectAll().where('id', '=', pendingGame).executeTakeFirstOrThrow();
  const pendingVersions = { question: question.version, game: gameVersion(pending, shown) };
  const verifiedGame = await createGame(db, channelId, { type: 'Mcq', status: 'VERIFIED' });
  const paidGame = await createGame(db, channelId, { type: 'Mcq', status: 'DRAFT' });
  await db.updateTable('games').set({ paid: 1 }).where('id', '=', paidGame).execute();
  const paidGift = newId();
  await db
    .insertInto('gifts')
    .values({ id: paidGift, channel_id: channelId, game_id: paidGame, name: 'Pen', description: '', value: 1, winner_ranks: 1, image_media_id: null, created_at: at })
    .execute();
  const recharges: [string, string] = [newId(), newId()];
  for (const id of recharges) {
    await db
      .insertInto('recharge_requests')
      .values({ id, channel_id: channelId, amount: 5, note: null, status: 'PENDING', reviewed_by: null, reviewed_at: null, created_at: at })
      .execute();
  }
  const pendingQuestion = question.id;
  return {
    channelId,
    draftGame,
    pendingGame,
    pendingQuestion,
    pendingVersions,
    verifiedGame,
    paidGame,
    paidGift,
    recharges,
  };
}

const isOurs = (name: string): name is Name => name in reviewApi || name in giftsApi;

/** Path and body of a call that succeeds for its rightful caller; undefined for endpoints that are not ours. */
export function reviewCallFor(name: string, ids: ReviewAccess): { path: string; body?: unknown } | undefined {
  if (!isOurs(name)) return undefined;
  const calls: Record<Name, [params: Record<string, string> | undefined, body?: unknown, query?: string]> = {
    submitGame: [{ id: ids.draftGame }],
    gameReview: [{ id: ids.draftGame }],
    releaseGames: [
      undefined,
      { game_ids: [ids.verifiedGame], mode: 'DAILY', publishing_time: new Date().toISOString(), game_duration: null },
    ],
    pendingReviews: [undefined],
    pendingReviewCount: [undefined],
    verifyRequest: [{ id: ids.pendingGame }],
    reviewGame: [
      { id: ids.pendingGame },
      {
        game_version: ids.pendingVersions.game,
        verdicts: [{ question_id: ids.pendingQuestion, version: ids.pendingVersions.question, verdict: 'APPROVED' }],
      },
    ],
    mcqVerifyQuestions: [{ id: ids.pendingGame }],
    krissKrossVerifyQuestions: [undefined],
    typedAnswerVerifyQuestions: [undefined],
    adminAllChannelDetails: [undefined],
    adminChannelGames: [undefined, undefined, `?channel_id=${ids.channelId}&mode=DAILY&transitgames=true`],
    gameGifts: [{ id: ids.paidGame }],
    addGameGift: [{ id: ids.paidGame }, { name: 'Cup', value: 2, winner_ranks: 1 }],
    removeGameGift: [{ id: ids.paidGame, giftId: ids.paidGift }],
    channelRecharges: [undefined],
    requestRecharge: [undefined, { amount: 10 }],
    adminRecharges: [undefined],
    approveRecharge: [{ id: ids.recharges[0] }],
    rejectRecharge: [{ id: ids.recharges[1] }, { reason: 'Not now' }],
  };
  // The matrix's own kriss-kross and "type the answer" games serve those types' review calls.
  if (name === 'krissKrossVerifyQuestions' || name === 'typedAnswerVerifyQuestions') return undefined;
  const [params, body, query = ''] = calls[name];
  const path = api[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => params?.[key] ?? `:${key}`) + query;
  return body === undefined ? { path } : { path, body };
}

/** Past the role check: the other channel's creator gets 403 on anything of this channel's games. */
export function reviewStatusFor(endpoint: Endpoint, caller: Caller): number | undefined {
  const entry = [...Object.values(reviewApi), ...Object.values(giftsApi)].find((e) => e === endpoint);
  if (!entry) return undefined;
  const aboutAGame = entry.path.includes(':id') || entry === reviewApi.releaseGames;
  return caller === 'creatorB' && aboutAGame ? 403 : 200;
}
