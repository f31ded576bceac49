// The game-pages kit: what every question type's game pages share around their own play: one REST read per page,
// a game's text direction, the page that failed to load, the verdict's moment, the ways on, the pages that open
// after a round (the final board, the finale) and the game-over page. A type gives its endpoints and its words.

export { AfterRoundPage } from './after-round-page.tsx';
export { type AnswersRead, AnswersReport, type AnswersWords } from './answers-report.tsx';
export { AnswerMoment, type AnswerVerdict, type VerdictWords } from './answer-moment.tsx';
export { DailyPage } from './daily-page.tsx';
export { FinalBoard } from './final-board.tsx';
export { GameOver, HostedGameOver } from './game-over.tsx';
export { type FreeCard, FreeQuestions } from './free-questions.tsx';
export { gameText } from './game-text.ts';
export { type LiveRoundPageProps, LiveRoundPage, type LiveStage } from './live-round-page.tsx';
export { LoadFailed } from './load-failed.tsx';
export { NextButton } from './next-button.tsx';
export { QuestionMedia } from './question-media.tsx';
export { RefusedNote } from './refused-note.tsx';
export { RevealHead } from './reveal-head.tsx';
export { type FinalBoardRead, RoundFinale } from './round-finale.tsx';
export { type Loaded, useLoad } from './use-load.ts';
export { type DailyVerdict, useDailyAnswers } from './use-daily-answers.ts';
export { useRoundCues } from './use-round-cues.ts';
