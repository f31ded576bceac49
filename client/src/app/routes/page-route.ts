import type { ComponentType, LazyExoticComponent } from 'react';
import type { z } from 'zod';
import type { TextSection } from '../../i18n/i18n.ts';
import type { Messages } from '../../i18n/locales/en.ts';
import type { PreloadablePage } from './preloadable-page.tsx';

// One entry of the route tables: the spec's path, the page's title, the search params it requires, the text it
// shows beyond the start-up text, and its page.

export type PageTitleKey = `pages.${keyof Messages['pages']}`;

export interface PageRoute {
  path: string;
  title: PageTitleKey;
  subtitle?: PageTitleKey;
  /** The search params the page needs (spec 2), checked before it renders. */
  search?: z.ZodType;
  /**
   * Shown instead of the list of what is missing when `search` fails: for an address a player may open bare (the
   * waiting room), a page that says what it is and where to go.
   */
  withoutSearch?: ComponentType;
  /** The text sections the page shows, loaded before it renders (its area's come on top). */
  texts?: readonly TextSection[];
  /**
   * The page itself, loaded on first visit (or ahead of it, for the pages a waiting room opens); a route without
   * one shows its title in its layout.
   */
  page?: LazyExoticComponent<ComponentType> | PreloadablePage;
}

/** A tab of the creator or admin dashboard. */
export interface DashboardTab {
  href: string;
  label: PageTitleKey;
}
