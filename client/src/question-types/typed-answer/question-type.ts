import { api } from '@plw/protocol/api';
import { TYPED_ANSWER_PROTOCOL } from '@plw/protocol/question-types/typed-answer/entry';
import type { ClientQuestionType } from '../question-type-contract.ts';
import { TypedAnswerCoverArt } from './cover-art.tsx';

// "Type the answer" in the app: its name in paths and labels, its cover art, where its questions are read for
// review, and its pages (each loaded on first visit).

const slug = TYPED_ANSWER_PROTOCOL.slug;

export const TYPED_ANSWER_CLIENT = {
  type: 'Typed_answer',
  slug,
  labels: {
    browse: 'browse.typeTypedAnswer',
    studio: 'studio.typeTypedAnswer',
    rounds: 'rounds.typeTypedAnswer',
    watch: 'watch.typeTypedAnswer',
    verifyPage: 'pages.verifyTypedAnswer',
  },
  /** What a card without a picture draws (data-cover names it). */
  cover: { name: 'typed-answer', Art: TypedAnswerCoverArt },
  today: { field: 'typedAnswer', label: 'today.typedAnswer' },
  /** The admin's page that reviews its questions. */
  verifyPage: '/admin/games/typed-answer',
  verifyQuestions: api.typedAnswerVerifyQuestions,
  // Nothing to arrange: every phone shows the question as it was sent.
  host: { load: () => import('./host/typed-answer-host.tsx') },
  pages: {
    play: { title: 'pages.typedAnswerGame', load: () => import('./play/typed-answer-page.tsx') },
    game: [],
    questions: { title: 'pages.typedAnswerAddQuestion', load: () => import('./studio/typed-answer-questions-page.tsx') },
    playDemo: {
      title: 'pages.typedAnswerPlayDemo',
      load: () =>
        import('./studio/typed-answer-play-pages.tsx').then((module) => ({ default: module.TypedAnswerPlayDemoPage })),
    },
    playGame: {
      title: 'pages.typedAnswerPlayGame',
      load: () =>
        import('./studio/typed-answer-play-pages.tsx').then((module) => ({ default: module.TypedAnswerPlayGamePage })),
    },
    verify: () => import('./review/verify-typed-answer-page.tsx'),
  },
} as const satisfies ClientQuestionType<'Typed_answer'>;
