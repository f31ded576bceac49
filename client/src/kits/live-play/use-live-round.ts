import {
  answerReplySchema,
  leaderboardSchema,
  myStandingSchema,
  questionOpenSchema,
  questionVerdictSchema,
  revealFactsSchema,
  type RevealFactsMessage,
  roundEndSchema,
  roundRemovedSchema,
  type RoundQuestions,
  type RoundStart,
  roundStartSchema,
  roundStateSchema,
} from '@plw/protocol/socket/round-events';
import { roundRescheduledSchema } from '@plw/protocol/socket/host-events';
import { openSealedQuestions } from '@plw/protocol/socket/sealed';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { retryWhileRefused } from './join-retry.ts';
import { initialLiveRound, type LiveRoundState, reduceLiveRound } from './live-round-state.ts';
import type { ConnectionStatus } from '../../lib/socket.ts';
import type { Clock } from '../../lib/server-clock.ts';
import { useConnectionStatus, useTabSocket } from '../../lib/use-socket.ts';

// One live round on screen (protocol README): join on every connect (with the resume token after a drop), open
// the sealed questions with the key sent at the start, lock answers one by one, and follow the board to the end.

export interface LiveRound extends LiveRoundState {
  connection: ConnectionStatus;
  /** The server's clock: countdowns read it every frame. */
  serverNow: Clock;
  /** Sends one answer; the state shows it pending, then locked (or refused). */
  answer: (questionId: string, answer: string) => void;
}

/** If the start's key never reached us (we joined just as it was sent), join again this long after the start. */
const MISSED_START_MS = 2_000;

/**
 * The live round of `gameId`: its own scheduled round, or with `roundId` one hosted round of it (rest/hosting.ts),
 * which every join, answer and leave names and whose host may move its moments on (`round:rescheduled`).
 */
export function useLiveRound(gameId: string, roundId?: string): LiveRound {
  const connection = useTabSocket();
  const status = useConnectionStatus(connection);
  const [state, dispatch] = useReducer(reduceLiveRound, initialLiveRound);
  const latest = useRef(state);
  const join = useRef<() => Promise<void>>(async () => undefined);
  /** Questions answered from this tab, marked before any render so a double click sends once. */
  const sent = useRef(new Set<string>());
  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => {
    let active = true;
    let start: RoundStart | null = null;

    const open = async (sealed: string, withKey: string) => {
      let questions: RoundQuestions;
      try {
        questions = await openSealedQuestions(sealed, withKey);
      } catch {
        // A key that does not open them: join again, and the running round sends them plain.
        void join.current();
        return;
      }
      if (active) dispatch({ type: 'opened', questions });
    };

    join.current = async () => {
      // Refused as too many joins at once: try again shortly rather than fail (join-retry.ts).
      const reply = await retryWhileRefused(
        () => {
          const resumeToken = latest.current.resumeToken ?? undefined;
          return connection.call('round:join', { gameId, roundId, resumeToken }, roundStateSchema);
        },
        (answer) => !answer.ok && answer.error.code === 'RATE_LIMITED',
        { stillWanted: () => active },
      );
      if (!active) return;
      if (reply.ok) {
        dispatch({ type: 'joined', state: reply.data });
        const sealed = reply.data.sealedQuestions;
        if (start && sealed && !reply.data.questions) openAtStart(start, sealed);
        return;
      }
      switch (reply.error.code) {
        case 'NO_REPLY':
          return; // Offline: the next connect joins again.
        case 'ROUND_OVER':
          // Over by the server's clock: measured again first, for game-over to read it over too.
          await connection.syncClock();
          if (active) dispatch({ type: 'ended', end: null });
          return;
        case 'REMOVED':
          return dispatch({ type: 'removed', reason: reply.error.message });
        default:
          return dispatch({ type: 'failed', error: reply.error });
      }
    };

    // The key comes a little ahead so that it reaches everyone in time: the questions open at the start.
    const openAtStart = ({ key, startsAt }: RoundStart, sealedNow?: string) => {
      setTimeout(() => {
        const sealed = sealedNow ?? latest.current.sealedQuestions;
        if (active && sealed && !latest.current.questions) void open(sealed, key);
      }, Math.max(0, startsAt - connection.clock.now()));
    };

    let revealing: RevealFactsMessage | null = null;
    const mine = <T extends { gameId: string }>(run: (payload: T) => void) => (payload: T) => {
      if (active && payload.gameId === gameId) run(payload);
    };
    const stops = [
      connection.listen('round:start', roundStartSchema, mine((sent) => {
        start = sent;
        openAtStart(sent);
      })),
      connection.listen('round:leaderboard', leaderboardSchema, mine((board) => dispatch({ type: 'leaderboard', board }))),
      connection.listen('round:standing', myStandingSchema, mine((standing) => dispatch({ type: 'standing', standing }))),
      connection.listen('round:question', questionOpenSchema, mine((open) => dispatch({ type: 'questionOpened', open }))),
      // A reveal's facts come to the whole room, then this player's own line: shown together, as one reveal.
      connection.listen('round:reveal', revealFactsSchema, mine((facts) => {
        revealing = facts;
      })),
      connection.listen('round:verdict', questionVerdictSchema, mine(({ gameId: _game, questionId, ...me }) => {
        if (revealing?.questionId === questionId) dispatch({ type: 'revealed', reveal: { ...revealing, me } });
      })),
      connection.listen('round:end', roundEndSchema, mine((end) => {
        // The end is sent at the server's end: the clock has reached it, whatever this tab last measured, so the
        // game-over page it goes to does not read the round as running and send it back.
        connection.clock.reached(end.endedAt);
        dispatch({ type: 'ended', end });
      })),
      connection.listen('round:removed', roundRemovedSchema, mine(({ reason }) => dispatch({ type: 'removed', reason }))),
      connection.listen('round:rescheduled', roundRescheduledSchema, mine((moved) => {
        if (moved.roundId === roundId) dispatch({ type: 'rescheduled', moved });
      })),
    ];
    const onConnect = () => void join.current();
    connection.socket.on('connect', onConnect);
    if (connection.socket.connected) onConnect();

    return () => {
      active = false;
      for (const stop of stops) stop();
      connection.socket.off('connect', onConnect);
      if (connection.socket.connected) connection.socket.emit('round:leave', { gameId, roundId }, () => undefined);
    };
  }, [connection, gameId, roundId]);

  // Waiting past the start without questions means the key passed us by: the round, joined again, sends them plain.
  const { status: roundStatus, startsAt } = state;
  useEffect(() => {
    if (roundStatus !== 'waiting' || startsAt === null) return;
    const wait = Math.max(0, startsAt - connection.clock.now()) + MISSED_START_MS;
    const timer = setTimeout(() => void join.current(), wait);
    return () => clearTimeout(timer);
  }, [roundStatus, startsAt, connection]);

  const answer = useCallback(
    (questionId: string, text: string) => {
      const now = latest.current;
      const answered = now.answers.has(questionId) || now.sealed.has(questionId) || sent.current.has(questionId);
      if (now.status !== 'running' || answered) return;
      sent.current.add(questionId);
      dispatch({ type: 'answering', questionId, answer: text });
      void connection
        .call('round:answer', { gameId, roundId, questionId, answer: text }, answerReplySchema)
        .then((reply) => {
          // A running round's ack holds no verdict (it comes with the question's reveal, or the round's end).
          if (reply.ok) {
            return 'correct' in reply.data
              ? dispatch({ type: 'locked', result: reply.data, answer: text })
              : dispatch({ type: 'lockedIn', questionId, answer: text });
          }
          if (reply.error.code === 'REMOVED') return dispatch({ type: 'removed', reason: reply.error.message });
          sent.current.delete(questionId);
          dispatch({ type: 'refused', questionId, error: reply.error.code === 'NO_REPLY' ? null : reply.error });
          // Already answered (from another tab, or a reply lost on the way): the join tells us the verdict.
          if (reply.error.code === 'ALREADY_ANSWERED' || reply.error.code === 'NO_REPLY') void join.current();
        });
    },
    [connection, gameId, roundId],
  );

  return { ...state, connection: status, serverNow: connection.clock.now, answer };
}
