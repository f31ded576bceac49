import { clock } from './client-sockets.ts';
import type { McqRoundQuestion, Player } from './bench-player.ts';
import type { PlayArgs, PlayReport } from './messages.ts';

// A player's part in a round in step, beside the free round's (round-players.ts).

/**
 * In step: each question comes to everyone at its opening (the first one is how the start is timed); the
 * player answers it within the first `answerWindowMs`, at its own place in that burst, and times the reveal
 * that comes at the lock.
 */
export function playInStep(
  player: Player,
  args: PlayArgs,
  report: PlayReport,
  answer: (item: McqRoundQuestion, question: number) => void,
) {
  const socket = player.socket;
  if (socket === undefined) return;
  socket.on('round:question', (open) => {
    const arrival = clock();
    if (open.gameId !== args.gameId) return;
    if (report.questionIds.length <= open.question) report.questionIds[open.question] = open.item.question_id;
    if (!player.started) {
      player.started = true;
      report.started += 1;
      report.startSkewMs.push(arrival + player.offsetMs - open.opensAt);
    }
    const place = 100 + (((player.index * 7919) % 1000) / 1000) * (args.answerWindowMs - 100);
    const at = open.opensAt - player.offsetMs + place;
    // The bench's rounds are quizzes: only a question with choices is answered.
    const { item } = open;
    if ('choices' in item) setTimeout(() => answer(item, open.question), Math.max(0, at - clock()));
  });
  // A reveal is whole, as the player sees it, once their own line follows its facts: it is timed then.
  let revealing: { questionId: string; locksAt: number } | null = null;
  socket.on('round:reveal', (facts) => {
    if (facts.gameId === args.gameId) revealing = facts;
  });
  socket.on('round:verdict', (verdict) => {
    const arrival = clock();
    if (verdict.gameId !== args.gameId || revealing?.questionId !== verdict.questionId) return;
    report.revealMs.push(arrival + player.offsetMs - revealing.locksAt);
  });
}
