// The live-play kit: what a game page needs to play a round live with everyone else (the round's state over the
// tab's socket, its timer, board and stats, the hosted round's hand-offs and the finale). Features import this
// file only; what is not exported here is the kit's own business.

export { ConnectionNote } from './connection-note.tsx';
export { Finale, type FinaleStanding } from './finale.tsx';
export { HostedFinale } from './hosted-finale.tsx';
export { keepHostedRoundEnd, readHostedRoundEnd } from './hosted-round-end.ts';
export { hostedPlayHref, useHostedRoundId, withHostedRound } from './hosted-round.ts';
export { LiveLeaderboard } from './live-leaderboard.tsx';
export type { InStepView } from './live-round-state.ts';
export { LiveRoundTimer } from './live-round-timer.tsx';
export type { LiveStanding } from './live-standing.ts';
export { LiveStats } from './live-stats.tsx';
export { Podium, type PodiumEntry } from './podium.tsx';
export { RoundTimer } from './round-timer.tsx';
export { StartingSoon } from './starting-soon.tsx';
export { useFinaleExtras } from './use-finale-extras.ts';
export { apiErrorOf, type LiveGame, useHostedGame } from './use-hosted-game.ts';
export { type LiveRound, useLiveRound } from './use-live-round.ts';
export { useLiveStanding } from './use-live-standing.ts';
export { useMyPlayerId } from './use-my-player-id.ts';
