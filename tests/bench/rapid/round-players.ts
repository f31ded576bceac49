import { PROTOCOL_VERSION, type RoundQuestions, type RoundState } from '@plw/protocol/socket/round-events';
import { openSealedQuestions } from '@plw/protocol/socket/sealed';
import {
  isPlannedLate,
  type McqRoundQuestion,
  type Player,
  SAMPLE_EVERY,
  signInGuests,
  syncClock,
} from './bench-player.ts';
import { clientKindOf, isChecked, recorded } from './client-check.ts';
import { clock, forEachLimited, increment, watchLoop } from './client-sockets.ts';
import { joinHostedPlayers } from './hosted-join.ts';
import { playInStep } from './in-step-player.ts';
import {
  type ConnectReport,
  emptyPlayReport,
  type HostedJoinArgs,
  type HostedJoinReport,
  type PlayArgs,
  type PlayReport,
  type SignInReport,
} from './messages.ts';
import { openPlayerSocket, type PlayerSocket } from './player-socket.ts';

// One worker's share of the players of the live round: guests signed in over REST, sockets with a synced
// clock, joins at their place in the spread, the first question timed against the start, an answer every
// interval with its ack timed, and the leaderboard that follows each ack.

const DISCONNECTED_BY_US = 'io client disconnect';

export class RoundPlayers {
  private players: Player[] = [];
  private readonly questionSets = new Map<string, Promise<RoundQuestions>>();
  private readonly disconnects: Record<string, number> = {};
  private readonly deferred: (() => void)[] = [];
  private onSettled: (() => void) | undefined;

  constructor(private readonly firstIndex: number) {}

  async signIn(url: string, count: number, concurrency: number): Promise<SignInReport> {
    const { failed, firstError } = await signInGuests(url, this.firstIndex, count, concurrency, (player) => {
      this.players.push(player);
    });
    this.players.sort((a, b) => a.index - b.index);
    return { signedIn: this.players.length, failed, firstError };
  }

  async connect(urls: readonly string[], concurrency: number, clockPings: number): Promise<ConnectReport> {
    const watch = watchLoop();
    let failed = 0;
    let firstError: string | undefined;
    await forEachLimited(this.players, concurrency, async (player) => {
      try {
        const kind = clientKindOf(player.index);
        const auth = { token: player.token, protocolVersion: PROTOCOL_VERSION };
        const socket = await openPlayerSocket(kind, urls[player.index % urls.length] ?? '', auth);
        this.watchClose(player, socket);
        if (isChecked(player.index)) player.recording = { kind, events: {}, acks: {}, invalid: [] };
        player.socket = player.recording === undefined ? socket : recorded(socket, player.recording);
      } catch (error) {
        failed += 1;
        firstError ??= String(error);
      }
    });
    const connected = this.players.filter((p) => p.socket !== undefined);
    const offsetMs: number[] = [];
    const bestRttMs: number[] = [];
    // Synced once all are connected, so that connecting does not lengthen the round trips.
    await forEachLimited(connected, concurrency, async (player) => {
      const best = await syncClock(player, clockPings);
      offsetMs.push(player.offsetMs);
      bestRttMs.push(best);
    });
    return { connected: connected.length, failed, firstError, offsetMs, bestRttMs, loop: watch.stop() };
  }

  /**
   * Hosted: this worker's players walk into the round by its code at their places in the spread, all over the
   * wire client (the client check is the other runs' job); their clocks are synced afterwards (syncClocks).
   */
  async joinHosted(args: HostedJoinArgs, count: number): Promise<HostedJoinReport> {
    const report = await joinHostedPlayers(args, this.firstIndex, count, (player, socket) => {
      this.watchClose(player, socket);
      this.players.push(player);
    });
    this.players.sort((a, b) => a.index - b.index);
    return report;
  }

  async syncClocks(clockPings: number): Promise<{ synced: number }> {
    const connected = this.players.filter((p) => p.socket?.connected);
    await forEachLimited(connected, 32, (player) => syncClock(player, clockPings).then(() => undefined));
    return { synced: connected.length };
  }

  private watchClose(player: Player, socket: PlayerSocket) {
    socket.onClose((reason) => {
      if (reason !== DISCONNECTED_BY_US) increment(this.disconnects, reason);
      player.done = true;
      this.onSettled?.();
    });
  }

  /** Joins, plays the round and resolves once every player has its `round:end` (or the grace is over). */
  play(args: PlayArgs): Promise<PlayReport> {
    const watch = watchLoop();
    const report = emptyPlayReport(this.disconnects);
    // The same sockets play one round after another: each round starts from a clean slate.
    for (const player of this.players) {
      const done = !player.socket?.connected;
      Object.assign(player, { sealed: null, started: false, awaitingBoard: [], ackedMask: 0, done });
    }
    const live = this.players.filter((p) => p.socket?.connected);
    return new Promise<PlayReport>((resolve) => {
      const finish = () => {
        clearTimeout(deadline);
        this.onSettled = undefined;
        const rejected = Object.values(report.rejected).reduce((sum, n) => sum + n, 0);
        // Still unanswered when the round is over: counted as never acked.
        report.unacked = report.sent - report.acked - rejected;
        report.ackedMasks = this.players.filter((p) => p.ackedMask !== 0).map((p) => [p.playerId, p.ackedMask]);
        report.recordings = this.players.flatMap((p) => (p.recording === undefined ? [] : [p.recording]));
        report.loop = watch.stop();
        resolve(report);
      };
      const deadline = setTimeout(finish, Math.max(0, args.endsAt + args.endGraceMs - clock()));
      this.onSettled = () => {
        if (live.every((p) => p.done)) finish();
      };
      for (const player of live) this.takePart(player, args, report);
    });
  }

  close(): number {
    let closed = 0;
    for (const player of this.players) {
      if (player.socket === undefined) continue;
      player.socket.close();
      closed += 1;
    }
    return closed;
  }

  private takePart(player: Player, args: PlayArgs, report: PlayReport) {
    const socket = player.socket;
    if (socket === undefined) return;
    const sampled = player.index % SAMPLE_EVERY === 0;
    const inStep = args.style === 'IN_STEP';
    // Handlers of earlier rounds stay on the socket: each one reads its own round's events only.
    const ours = (payload: { gameId: string }) => payload.gameId === args.gameId;
    if (inStep) playInStep(player, args, report, (item, k) => this.answer(player, item, k, args, report));
    socket.on('round:start', ({ gameId, startsAt, key }) => {
      const arrival = clock();
      // In step, the questions come one by one with round:question.
      if (inStep || gameId !== args.gameId || player.started || player.sealed === null) return;
      player.started = true;
      report.started += 1;
      // The key comes a little ahead; like the real client, the player opens the questions at the start.
      report.startSkewMs.push(Math.max(arrival + player.offsetMs, startsAt) - startsAt);
      const sealed = player.sealed;
      this.afterBurst(() => {
        void this.questionsOf(sealed, key).then(
          (questions) => this.answerAll(player, questions, startsAt, args, report),
          () => increment(report.rejected, 'UNSEALING_FAILED'),
        );
      });
    });
    socket.on('round:leaderboard', (board) => {
      if (!ours(board)) return;
      const arrival = performance.now();
      report.boards += 1;
      const shown = player.awaitingBoard.filter((change) => change.serverNow <= board.at);
      for (const { ackedAt } of shown) report.stalenessMs.push(arrival - ackedAt);
      player.awaitingBoard = player.awaitingBoard.filter((change) => change.serverNow > board.at);
      if (sampled) report.boardAgeMs.push(clock() + player.offsetMs - board.at);
    });
    socket.on('round:standing', (standing) => {
      if (ours(standing)) report.standings += 1;
    });
    socket.on('round:end', (end) => {
      if (!ours(end)) return;
      if (!inStep) report.endMs.push(clock() + player.offsetMs - args.endsAt);
      report.ended += 1;
      report.noBoardAfterAck += player.awaitingBoard.length;
      player.awaitingBoard = [];
      player.done = true;
      this.onSettled?.();
    });

    const join = () => {
      const sentAt = performance.now();
      socket.call('round:join', { gameId: args.gameId, roundId: args.roundId }, args.ackTimeoutMs, (error, reply) => {
        const arrival = clock();
        if (error || reply === undefined || !reply.ok) {
          increment(report.joinErrors, reply?.ok === false ? reply.error.code : 'TIMEOUT');
          player.done = true;
          return this.onSettled?.();
        }
        report.joined += 1;
        report.joinAckMs.push(performance.now() - sentAt);
        report.lastJoinAckAt = Math.max(report.lastJoinAckAt, arrival);
        if (late) this.boardChanged(player, reply.data.serverNow);
        this.seat(player, reply.data, arrival, args, report);
      });
    };
    const late = isPlannedLate(player, args);
    if (args.lateJoins && late) {
      const { from, spreadMs } = args.lateJoins;
      setTimeout(join, Math.max(0, from + (spreadMs * player.index) / args.total - clock()));
      return;
    }
    if (args.roundId === undefined) {
      const spreadAt = args.joinAt + (args.joinSpreadMs * player.index) / args.total;
      setTimeout(join, Math.max(0, spreadAt - clock()));
      return;
    }
    let called = false;
    socket.on('lobby:starting', (starting) => {
      if (starting.roundId !== args.roundId || called) return;
      called = true;
      join();
    });
  }

  /** A late joiner is on the board: every sampled player of this worker waits to see a board with them. */
  private boardChanged(joiner: Player, serverNow: number) {
    const ackedAt = performance.now();
    for (const player of this.players) {
      if (player !== joiner && player.index % SAMPLE_EVERY === 0 && !player.done) {
        player.awaitingBoard.push({ ackedAt, serverNow });
      }
    }
  }

  /** Keeps the sealed questions, or, for a player who joins a running round, starts answering now. */
  private seat(player: Player, state: RoundState, arrival: number, args: PlayArgs, report: PlayReport) {
    player.sealed = state.sealedQuestions;
    if (args.style === 'IN_STEP' || state.phase !== 'running' || state.questions === null || player.started) return;
    player.started = true;
    report.started += 1;
    report.lateJoiners += 1;
    // A player planned to join late (to change the live board) does not measure how the start reached everyone.
    if (!isPlannedLate(player, args)) report.startSkewMs.push(arrival + player.offsetMs - state.startsAt);
    this.answerAll(player, state.questions, state.startsAt, args, report);
  }

  /**
   * Runs `work` once this worker has read every message that arrived with the current one: the start reaches
   * thousands of this worker's sockets at once, and scheduling one player's answers must not delay the next
   * player's arrival time.
   */
  private afterBurst(work: () => void) {
    if (this.deferred.length === 0) setImmediate(() => this.deferred.splice(0).forEach((run) => run()));
    this.deferred.push(work);
  }

  /** Every player holds the same sealed questions and gets the same key: open them once per worker. */
  private questionsOf(sealed: string, key: string): Promise<RoundQuestions> {
    let opened = this.questionSets.get(key);
    if (opened === undefined) {
      opened = openSealedQuestions(sealed, key);
      this.questionSets.set(key, opened);
    }
    return opened;
  }

  private answerAll(player: Player, questions: RoundQuestions, startsAt: number, args: PlayArgs, report: PlayReport) {
    if (questions.type !== 'Mcq') throw new Error('the benchmark round is multiple choice');
    if (report.questionIds.length === 0) report.questionIds = questions.questions.map((q) => q.question_id);
    // Each player has its own phase within the interval, so answers arrive evenly rather than in waves.
    const phase = 200 + (((player.index * 7919) % 1000) / 1000) * (args.intervalMs - 200);
    const firstAt = startsAt - player.offsetMs + phase;
    questions.questions.slice(0, Math.min(args.answers, 31)).forEach((question, k) => {
      const at = firstAt + k * args.intervalMs;
      setTimeout(() => this.answer(player, question, k, args, report), Math.max(0, at - clock()));
    });
  }

  private answer(player: Player, question: McqRoundQuestion, k: number, args: PlayArgs, report: PlayReport) {
    const socket = player.socket;
    if (socket === undefined || player.done) return;
    const answer = question.choices[Math.floor(Math.random() * question.choices.length)] ?? '';
    report.sent += 1;
    const sentAt = performance.now();
    const payload = { gameId: args.gameId, roundId: args.roundId, questionId: question.question_id, answer };
    socket.call('round:answer', payload, args.ackTimeoutMs, (error, reply) => {
      if (error || reply === undefined) return;
      if (!reply.ok) return increment(report.rejected, reply.error.code);
      const now = performance.now();
      report.acked += 1;
      (report.ackMs[k] ??= []).push(now - sentAt);
      player.ackedMask |= 1 << k;
      // No live board carries an answer's points before its question closes (in step its reveal, free the round's
      // end: issue 30), so an ack has no board to wait for: staleness is no longer measured.
    });
  }
}
