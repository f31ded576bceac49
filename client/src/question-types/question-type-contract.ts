import type { GameTypeSlug } from '@plw/protocol/question-types/registry';
import type { Endpoint, ResponseOf } from '@plw/protocol/endpoint';
import type { todayApi } from '@plw/protocol/rest/today';
import type { HostReveal } from '@plw/protocol/socket/host-events';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
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

/** A question of a round played in step as it opens (round:question's item), of whichever type it is. */
export type InStepItem = QuestionOpen['item'];

/** The `lang` and `dir` of a game's own text (its questions and answers), whatever the screen's language. */
export interface GameText {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The big screen's open question, below its text: what players answer with, and how many answered so far. */
export interface HostQuestionPartProps {
  item: InStepItem;
  answered: number;
  players: number;
  text: GameText;
}

/** The big screen's reveal, below the question's text: the answers given as the type shows them, with counts. */
export interface HostRevealPartProps {
  /** The question as it opened; null when the screen came in after it opened. */
  item: InStepItem | null;
  reveal: HostReveal;
  text: GameText;
}

export interface HostParts {
  Question: ComponentType<HostQuestionPartProps>;
  Reveal: ComponentType<HostRevealPartProps>;
}

/** A type's part of a hosted round's big screen, for a type that plays in step. */
export interface TypeHost {
  /**
   * The question as every phone of the hosted round shows it (a quiz: its choices in the round's one shuffle), so
   * the big screen and the phones agree; absent when a phone shows it as sent.
   */
  arrange?: (item: InStepItem, shuffleSeed: number) => InStepItem;
  /** Its parts, in a chunk of their own: only the big screen loads them. */
  load: () => Promise<{ default: HostParts }>;
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
  /** Its part of a hosted round's big screen, for a type that plays in step (a free race's screen is generic). */
  host?: TypeHost;
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
