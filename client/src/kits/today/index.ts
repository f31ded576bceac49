// The today kit: the player's daily games (home's Today section), the next game to play at the end of a game,
// how a game's play state reads on a card, and the player's language as the lists' default filter.

export { useDefaultLanguageFilter } from './default-language-filter.ts';
export { NextUp } from './next-up.tsx';
export { PlayStateLabel } from './play-state-label.tsx';
export { TodaySection } from './today-section.tsx';
