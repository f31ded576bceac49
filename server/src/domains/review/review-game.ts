import { gameTypeSlug } from '@plw/protocol/question-types/registry';
import type { VerifyRequest } from '@plw/protocol/rest/review';
import { REVIEW_MESSAGES, type Verdict } from '@plw/shared/schemas/review';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { newId } from '../../db/ids.ts';
import { conflict } from '../../errors.ts';
import { gameSummaryOf, type GameRecord } from '../games/repository.ts';
import { notify } from '../notifications/notify.ts';
import { statusAfterReview } from '../studio/status-policy.ts';
import { assertReviewedAsShown } from './game-version.ts';
import { questionsOf, toVerifyRequests } from './repository.ts';

// An admin's review of a pending game: a verdict for every question, given to the version of the game the admin
// was shown (a change since to its name, picture or another field players see, or to a question, refuses the whole
// review with 409: game-version.ts), stored with the request; the game becomes VERIFIED when all are approved,
// REJECTED otherwise, and its creator is told why (REVIEW_RESULT).

interface GivenVerdict {
  question_id: string;
  version: string;
  verdict: Verdict;
  reason: string;
}

interface GivenReview {
  game_version: string;
  verdicts: GivenVerdict[];
}

export async function reviewGame(app: FastifyInstance, game: GameRecord, reviewerId: string, review: GivenReview) {
  const db = app.db;
  const given = review.verdicts;
  assertReviewedAsShown(game, await questionsOf(db, game.id), review);
  const allApproved = given.every((v) => v.verdict === 'APPROVED');
  const at = dateOf(app.clock).toISOString();

  const { request, questions, reviewedGame } = await db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('verification_requests')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('status', '=', 'PENDING')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    // Guarded by the status, so two admins reviewing at once give one review. The game's row is written before
    // it and its questions are read again: an edit in flight holds that row (status-policy recordEdit), so the
    // reads below see what it left, and an edit arriving after finds the game no longer pending and is refused.
    const moved = await trx
      .updateTable('games')
      .set({ status: statusAfterReview(allApproved), updated_at: at })
      .where('id', '=', game.id)
      .where('status', '=', 'PENDING_VERIFICATION')
      .executeTakeFirst();
    if (!pending || Number(moved.numUpdatedRows) !== 1) throw conflict(REVIEW_MESSAGES.notPending);
    const reviewedGame = await trx.selectFrom('games').selectAll().where('id', '=', game.id).executeTakeFirstOrThrow();
    const questions = await questionsOf(trx, game.id);
    assertReviewedAsShown(reviewedGame, questions, review);
    const rejected = given.filter((v) => v.verdict === 'REJECTED').length;
    const reviewed = {
      ...pending,
      status: allApproved ? ('APPROVED' as const) : ('REJECTED' as const),
      note: allApproved ? null : `${rejected} of ${given.length} questions need changes`,
      reviewed_by: reviewerId,
      reviewed_at: at,
    };
    await trx
      .updateTable('verification_requests')
      .set({ status: reviewed.status, note: reviewed.note, reviewed_by: reviewerId, reviewed_at: at })
      .where('id', '=', pending.id)
      .execute();
    await trx
      .insertInto('question_verdicts')
      .values(
        given.map((v) => ({
          id: newId(),
          request_id: pending.id,
          game_id: game.id,
          question_id: v.question_id,
          verdict: v.verdict,
          reason: v.reason || null,
          question_version: v.version,
          created_at: at,
        })),
      )
      .execute();
    return { request: reviewed, questions, reviewedGame };
  });

  const [shown] = await toVerifyRequests(db, [request]);
  await tellCreator(app, reviewedGame, questions, given, allApproved);
  return { game: await gameSummaryOf(db, game.id), request: shown as VerifyRequest };
}

async function tellCreator(
  app: FastifyInstance,
  game: GameRecord,
  questions: { id: string; question: string }[],
  given: GivenVerdict[],
  allApproved: boolean,
) {
  const creators = await app.db.selectFrom('creators').select('user_id').where('channel_id', '=', game.channel_id).execute();
  const ids = new URLSearchParams({ gameIds: game.id, gameLanguage: game.language });
  const area = gameTypeSlug(game.type);
  const reasons = questions.flatMap((q, index) => {
    const verdict = given.find((v) => v.question_id === q.id);
    return verdict?.verdict === 'REJECTED' ? [`Question ${index + 1} (${q.question}): ${verdict.reason}`] : [];
  });
  await notify(
    app.db,
    app.rounds?.notifications,
    creators.map((c) => c.user_id),
    allApproved
      ? {
          kind: 'REVIEW_RESULT',
          title: `${game.game_name} is verified`,
          body: 'Every question was approved. You can release the game now.',
          link: `/creator/game/release-game?${ids.toString()}`,
        }
      : {
          kind: 'REVIEW_RESULT',
          title: `${game.game_name} needs changes`,
          body: reasons.join('\n'),
          link: `/creator/game/${area}/add-question?gameIds=${encodeURIComponent(game.id)}`,
        },
    dateOf(app.clock),
  );
}
