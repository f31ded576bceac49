import type { RoundEngine } from '@plw/shared/rules/round/engine';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import type { RoundRef } from '../../domains/plays/round-ref.ts';
import type { RevealTally } from '../multi-process/reveal-tally.ts';
import type { RoundBoard } from '../multi-process/round-board.ts';
import type { RoundLease } from '../multi-process/round-lease.ts';
import type { RoundServer } from '../transport/round-sockets.ts';
import type { AnswerStore } from './answer-store.ts';
import type { Seating } from './seating.ts';

// What a live round's room is given, and what its parts (round-room.ts and the modules beside it) share.

export interface RoomDeps {
  db: Kysely<Database>;
  io: RoundServer;
  store: AnswerStore;
  clock: Clock;
  leaderboardTickMs: number;
  /** The round's shared leaderboard and the leases of its moments: in memory alone, in Redis across processes. */
  board: (roundKey: string) => RoundBoard;
  lease: (key: string) => RoundLease;
  /** In step, how each reveal's counts are summed over the round's processes: alone, or through Redis. */
  tally: (roundKey: string) => RevealTally;
  /** How often the end's lease is renewed while the round is settled (moment-leases.ts). */
  leaseRenewMs: number;
  /** The player's seat token in a round: the same on every process and after a restart. */
  resumeTokenOf: (roundKey: string, playerId: string) => string;
  /** The key that seals a round's questions until its start: the same on every process, so any one's opens. */
  sealKeyOf: (roundKey: string) => Uint8Array<ArrayBuffer>;
  /** How long the settler waits at the end for answers other processes are storing (and a reveal for their counts). */
  closeGraceMs: number;
  /** After the round's plays are stored final (its board then shows them). */
  onSettled: (round: RoundRef) => void;
  /** After an answer is stored (a hosted round may then move on by itself: lobbies/hosted-rooms.ts). */
  onAnswerStored?: (round: RoundRef) => void;
  onClosed: (roundKey: string) => void;
  onError: (error: unknown) => void;
}

/** One round's parts, as its room holds them: the round, its rules and questions, its seats here, its shared board. */
export interface RoomCore {
  readonly game: GameRecord;
  readonly round: RoundRef;
  readonly gameId: string;
  /** The round's key: its room, board, leases and seat tokens are its own (a game may have many rounds). */
  readonly key: string;
  readonly engine: RoundEngine;
  readonly questions: PlayQuestionSet;
  readonly seats: Seating;
  readonly board: RoundBoard;
  readonly deps: RoomDeps;
}
