import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { watchedCounts } from '@plw/shared/rules/round/watch-view';
import { toPoints } from '@plw/shared/rules/scoring';
import { roundAnswerCounts, type RoundAnswerCounts } from '../rooms/repository.ts';
import type { RoomCore } from '../rooms/room-deps.ts';
import { TOP_SIZE } from '../rooms/standings.ts';
import { roomOf } from '../transport/round-sockets.ts';

// What watchers (the channel's creator, admins) see of a live round: where it stands, the top of its board, and its
// pace: answers in all, answers a second over the last few seconds, and how each question is going as the watch
// rule lets them see it at that moment (shared/rules/round/watch-view.ts). Counted in storage, so every process
// counts every process's answers.

/** Answers per second for watchers: averaged over this long. */
export const RATE_WINDOW_MS = 5_000;

export function answerFigures(
  stored: RoundAnswerCounts,
  questions: readonly { question_id: string; question: string }[],
  answersIn: (questionId: string) => boolean,
) {
  return {
    answers: stored.total,
    answersPerSecond: stored.recent / (RATE_WINDOW_MS / 1000),
    questions: questions.map((q) => ({
      questionId: q.question_id,
      question: q.question,
      ...watchedCounts(stored.perQuestion.get(q.question_id), answersIn(q.question_id)),
    })),
  } satisfies Partial<RoomFigures>;
}

/** What watchers see of a round now, the same from every process; the channel's name comes from whoever asks. */
export async function roundFigures(core: RoomCore, channelName: string): Promise<RoomFigures> {
  const { engine, deps, game, round } = core;
  const now = deps.clock.now();
  const [board, stored] = await Promise.all([
    core.board.top(TOP_SIZE, toPoints),
    roundAnswerCounts(deps.db, round, new Date(now - RATE_WINDOW_MS)),
  ]);
  return {
    gameId: core.gameId,
    ...(round.roundId ? { roundId: round.roundId } : {}),
    gameName: game.game_name,
    channelId: game.channel_id,
    channelName,
    type: game.type,
    phase: engine.phase(deps.clock.now()),
    startsAt: engine.rules.window.startsAt,
    endsAt: engine.window.endsAt,
    players: board.players,
    connected: deps.io.sockets.adapter.rooms.get(roomOf(core.key))?.size ?? 0,
    ...answerFigures(stored, core.questions.visible.questions, (question) => engine.revealed(question, now)),
    top: board.top,
  };
}
