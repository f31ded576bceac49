// The share kit: a daily result's spoiler-free card image (a grid's coloured squares, right and wrong per question),
// the Share button that sends it with the text through the Web Share API (else the text, else the clipboard), the
// Share button of a game of questions (right and wrong per question), and the streak line in the reader's language.

export { AnswersShareButton } from './answers-share-button.tsx';
export { ShareButton } from './share-button.tsx';
export type { GridSquare, ShareCard, ShareMarks } from './share-card.ts';
export { streakLine } from './streak-line.ts';
