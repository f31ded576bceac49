import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import type { PageRoute } from './page-route.ts';
import { RoutePage } from './route-page.tsx';

/** The routes of one area, its index sent to its first page, and "Page not found" for the rest. */
export function AreaRoutes({ routes, index }: { routes: readonly PageRoute[]; index?: { path: string; to: string } }) {
  return (
    <Switch>
      {index && (
        <Route path={index.path}>
          <Redirect to={index.to} replace />
        </Route>
      )}
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RoutePage route={route} />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
