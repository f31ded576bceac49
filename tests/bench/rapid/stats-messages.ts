import type { AnswerStage, RevealStage, StageFigures } from '../../../server/src/realtime/rooms/answer-stages.ts';

// What the benchmark asks a server process about itself (server-stats.ts, preloaded into it) and the answers.

export interface StatsRequest {
  id: number;
  kind: 'stats' | 'gc' | 'reset-loop' | 'profile-start' | 'profile-stop';
}

export interface ServerStats {
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
  /** Event-loop delay since the last reset (ms beyond the 10 ms sampling timer). */
  loop: { p50Ms: number; p99Ms: number; maxMs: number };
  /** Where the answers' time went since the last reset, stage by stage (server/src/realtime/rooms/answer-stages.ts). */
  answerStages?: Record<AnswerStage, StageFigures>;
  /** Where the in-step reveals' time went since the last reset, stage by stage. */
  revealStages?: Record<RevealStage, StageFigures>;
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time by library or server folder, most first. */
  areas: { name: string; ms: number }[];
  /** Self time by function, most first. */
  functions: { name: string; ms: number }[];
  /** Inclusive time (with everything they call) of the server's, protocol's and shared code's functions. */
  ownCode: { name: string; ms: number }[];
}

export interface StatsReply {
  id: number;
  stats: ServerStats;
  profile?: ProfileSummary | undefined;
}
