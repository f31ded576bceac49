import type { GameTypeSlug } from '@plw/protocol/question-types/registry';
import type { Endpoint, ResponseOf } from '@plw/protocol/endpoint';
import type { todayApi } from '@plw/protocol/rest/today';
import type { GameType } from '@plw/shared/constants';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Messages } from '../i18n/locales/en.ts';

// What a question type gives the app, written once per type in its folder (question-types/<type>/question-type.ts)
// and read through the registry: its names, labels and cover, its review endpoint, and its pages. Pages are given
// as loaders (a dynamic import each), so every page stays in its own chunk until the app's router opens it.

/** A page's module: its page is the default export. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

type PagesKey = `pages.${keyof Messages['pages']}`;

/** A page of the type's own, at an address the type chooses (in its game area, /game/<slug>/...). */
export interface TypePage {
  path: string;
  title: PagesKey;
  /** The search params the page needs, checked before it renders. */
  search?: z.ZodType;
  load: PageLoader;
}

/** A page at an address the app gives every type (its studio pages, its play page): the type names its title. */
export interface TypeSlotPage {
  title: PagesKey;
  load: PageLoader;
}

/** What a card without a picture draws: art in the cover's 160 × 100 box, named for data-cover. */
export interface CoverArt {
  name: string;
  Art: ComponentType<{ colour: string }>;
}

export interface ClientQuestionType<T extends GameType = GameType> {
  type: T;
  /** Its name in the app's paths (/game/<slug>/..., /creator/game/<slug>/...) and in cover class names. */
  slug: GameTypeSlug;
  /** Its name where lists and cards say a game's type, by where they say it (text keys, checked where shown). */
  labels: { browse: string; studio: string; rounds: string; watch: string; verifyPage: PagesKey };
  cover: CoverArt;
  /** Its card in home's "today" section, for a type the server picks a daily game of. */
  today?: { field: Exclude<keyof ResponseOf<typeof todayApi.today>, 'language'>; label: string };
  /** The admin's page that reviews its questions, and the endpoint that reads them. */
  verifyPage: string;
  verifyQuestions: Endpoint;
  pages: {
    /** /game/<slug>/:gameId, loaded ahead from the waiting room that opens it. */
    play: TypeSlotPage;
    /** Its other game-area pages, matched before the play page. */
    game: readonly TypePage[];
    /** /creator/game/<slug>/add-question, play-demo and play-game. */
    questions: TypeSlotPage;
    playDemo: TypeSlotPage;
    playGame: TypeSlotPage;
    /** Its verify page (at `verifyPage`, titled `labels.verifyPage`). */
    verify: PageLoader;
  };
}
