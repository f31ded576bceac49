// The share kit: a daily result's spoiler-free card image (a grid's coloured squares, a quiz's right and wrong), the
// Share button that sends it with the text through the Web Share API (else the text, else the clipboard), and the
// streak line in the reader's language.

export { ShareButton } from './share-button.tsx';
export type { GridSquare, ShareCard, ShareMarks } from './share-card.ts';
export { streakLine } from './streak-line.ts';
