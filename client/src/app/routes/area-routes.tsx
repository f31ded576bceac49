import { useCallback } from 'react';
import { matchRoute, Redirect, Route, Switch, useRouter } from 'wouter';
import { PagePreloadContext } from '../../lib/page-preload.ts';
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
  const preload = useCallback(
    (address: string) => {
      const path = address.split(/[?#]/)[0] ?? '';
      const route = routes.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
      if (route?.page && 'preload' in route.page) void route.page.preload().catch(() => undefined);
    },
    [routes, parser],
  );
  return (
    <PagePreloadContext value={preload}>
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
    </PagePreloadContext>
  );
}
