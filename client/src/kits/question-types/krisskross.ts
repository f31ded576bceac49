import { KRISSKROSS_PROTOCOL } from '@plw/protocol/question-types/krisskross/entry';
import { api } from '@plw/protocol/api';
import { CrossCoverArt } from './krisskross-cover.tsx';

// The kriss-kross puzzle in the app: its name in paths and labels, its cover art, and where its clues are read for
// review.

export const KRISSKROSS_CLIENT = {
  type: 'Kriss_kross_puzzle',
  slug: KRISSKROSS_PROTOCOL.slug,
  labels: {
    browse: 'browse.typeKrissKross',
    studio: 'studio.typeKrissKross',
    rounds: 'rounds.typeKrissKross',
    verifyPage: 'pages.verifyKrissKross',
  },
  /** What a card without a picture draws (data-cover names it). */
  cover: { name: 'krisskross', Art: CrossCoverArt },
  /** The admin's page that reviews its clues. */
  verifyPage: '/admin/games/krisskross',
  verifyQuestions: api.krissKrossVerifyQuestions,
} as const;
