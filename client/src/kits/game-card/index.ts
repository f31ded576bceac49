// The game-card kit: what every list of games draws on a game's card (its cover, where tapping it leads, its
// start countdown and its language's name), shared by browse, today and the live rounds strip.

export { GameCover } from './game-cover.tsx';
export { cardHref, countdownText, playPath, upcomingStart } from './game-target.ts';
export { languageEndonym, languageLabel } from './language-label.ts';
