import { useMemo } from 'react';
import { matchRoute, Redirect, Route, Switch, useRouter } from 'wouter';
import { type PlayPages, PlayPagesContext } from '../../lib/play-pages.ts';
import type { TextSection } from '../../i18n/i18n.ts';
import { NotFound } from '../../ui/not-found.tsx';
import type { PageRoute } from './page-route.ts';
import { RoutePage } from './route-page.tsx';

export interface AreaRoutesProps {
  routes: readonly PageRoute[];
  /** The area's own address, sent to its first page. */
  index?: { path: string; to: string };
  /** The text sections every page of the area shows. */
  texts?: readonly TextSection[];
}

/** The routes of one area, its index sent to its first page, and "Page not found" for the rest. */
export function AreaRoutes({ routes, index, texts = [] }: AreaRoutesProps) {
  const { parser } = useRouter();
  const playPages = useMemo<PlayPages>(() => {
    // A play page is one that loads ahead (its route's page can preload).
    const playPageAt = (address: string) => {
      const path = address.split(/[?#]/)[0] ?? '';
      const page = routes.find((route) => matchRoute(parser, route.path, path)[0])?.page;
      return page && 'preload' in page ? page : null;
    };
    return {
      isPlayPage: (address) => playPageAt(address) !== null,
      preload: (address) => void playPageAt(address)?.preload().catch(() => undefined),
    };
  }, [routes, parser]);
  return (
    <PlayPagesContext value={playPages}>
      <Switch>
        {index && (
          <Route path={index.path}>
            <Redirect to={index.to} replace />
          </Route>
        )}
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} texts={texts} />
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </PlayPagesContext>
  );
}
