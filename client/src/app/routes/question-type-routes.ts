import { gameLanguageSearchSchema, gameQuestionsSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import { QUESTION_TYPES } from '../../question-types/registry.ts';
import type { PageRoute } from './page-route.ts';
import { preloadablePage } from './preloadable-page.tsx';

// Each question type's pages, from the registry: the route tables list them without naming a type. Every page
// is its own chunk; a play page also loads ahead from the waiting room that opens it.

/** The game area: each type's own pages, then its play page (/game/<slug>/:gameId), matched after them. */
export const TYPE_GAME_ROUTES: readonly PageRoute[] = QUESTION_TYPES.flatMap(({ slug, pages }): PageRoute[] => [
  ...pages.game.map(({ load, ...page }) => ({ ...page, page: lazy(load) })),
  { path: `/game/${slug}/:gameId`, title: pages.play.title, page: preloadablePage(pages.play.load) },
]);

/** The creator area: each type's questions and its two ways to try it, at /creator/game/<slug>/... */
export const TYPE_CREATOR_ROUTES: readonly PageRoute[] = QUESTION_TYPES.flatMap(({ slug, pages }): PageRoute[] => [
  {
    path: `/creator/game/${slug}/add-question`,
    title: pages.questions.title,
    search: gameQuestionsSearchSchema,
    page: lazy(pages.questions.load),
  },
  {
    path: `/creator/game/${slug}/play-demo`,
    title: pages.playDemo.title,
    search: gameQuestionsSearchSchema,
    page: lazy(pages.playDemo.load),
  },
  {
    path: `/creator/game/${slug}/play-game`,
    title: pages.playGame.title,
    search: gameLanguageSearchSchema,
    page: lazy(pages.playGame.load),
  },
]);

/** The admin area: each type's review page. */
export const TYPE_ADMIN_ROUTES: readonly PageRoute[] = QUESTION_TYPES.map((entry) => ({
  path: entry.verifyPage,
  title: entry.labels.verifyPage,
  search: gameLanguageSearchSchema,
  page: lazy(entry.pages.verify),
}));
