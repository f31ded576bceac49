import { toPoints } from '@plw/shared/rules/scoring';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pushNotifications } from '../../domains/notifications/notify.ts';
import { finishRound, roundContenders } from '../../domains/plays/repository.ts';
import type { RoundRef } from '../../domains/plays/round-ref.ts';
import { socketPush } from '../transport/notification-push.ts';
import type { RoundBoard } from '../multi-process/round-board.ts';
import { hostRoomOf, playerRoomOf, roomOf, type RoundServer } from '../transport/round-sockets.ts';
import { sendToEach } from '../transport/sliced-send.ts';
import { rankContenders, TOP_SIZE, topLines } from './standings.ts';
import { type Clock, pause } from '../../clock.ts';

// The end of a live round, settled by one process at a time (multi-process/moment-leases.ts): final ranks from storage
// by the one ranking rule, stored on each play with the round's gifts, then the final board to each player whose play
// this settlement finished. A round settled already (by another process, or before a restart) tells nobody again.

export interface SettlementDeps {
  db: Kysely<Database>;
  io: RoundServer;
  board: RoundBoard;
  /** How long to wait for answers other processes took before the end and are still storing. */
  closeGraceMs: number;
  clock: Clock;
  /** After the round's plays are stored final (its board then shows them). */
  onSettled: (round: RoundRef) => void;
}

export async function settleRound(deps: SettlementDeps, round: { ref: RoundRef; channelId: string; endsAt: number }) {
  const { db, io, board } = deps;
  const { ref, endsAt } = round;
  const { gameId } = ref;
  await pause(deps.clock, deps.closeGraceMs);
  const ranked = rankContenders(await roundContenders(db, ref));
  const { finished, notices } = await finishRound(
    db,
    { ref, channelId: round.channelId },
    ranked.map((s, i) => ({
      playId: s.playId,
      playerId: s.playerId,
      rank: i + 1,
      score: s.score,
      correct: s.correct,
      // The board's time is when the player reached their points: the ranking rule's tie-break.
      timeMs: s.reachedMs,
    })),
    new Date(endsAt),
  );
  if (finished.size > 0) deps.onSettled(ref);
  pushNotifications(socketPush(io), notices);
  const top = topLines(ranked, TOP_SIZE, toPoints);
  const told = ranked.flatMap((standing, i) => (finished.has(standing.playId) ? [{ standing, rank: i + 1 }] : []));
  await sendToEach(told, ({ standing, rank }) => {
    io.to(playerRoomOf(standing.playerId)).emit('round:end', {
      gameId,
      endedAt: endsAt,
      top,
      me: { gameId, rank, score: toPoints(standing.score), right: standing.correct },
    });
  });
  // A hosted round's big screen shows the podium; every process settling it says the same, so once is enough.
  if (ref.kind === 'HOSTED' && finished.size > 0) io.to(hostRoomOf(ref.key)).emit('round:end', { gameId, endedAt: endsAt, top, me: null });
  io.in(roomOf(ref.key)).socketsLeave(roomOf(ref.key));
  await board.clear();
}
