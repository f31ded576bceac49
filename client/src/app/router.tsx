import { lazy } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Loading } from '../ui/loading.tsx';
import { NotFound } from '../ui/not-found.tsx';
import { AreaGuard } from './area-guard.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { GameLayout } from './layouts/game-layout.tsx';
import { PlayerLayout } from './layouts/player-layout.tsx';
import { PageLoadBoundary } from './page-load-boundary.tsx';
import { useFocusOnRouteChange } from './route-focus.ts';
import { APP_ROUTES } from './routes/app-routes.ts';
import { AreaRoutes, type AreaRoutesProps } from './routes/area-routes.tsx';
import { ADMIN_TABS, CREATOR_TABS } from './routes/dashboard-tabs.ts';
import type { PageRoute } from './routes/page-route.ts';
import { PLAYER_ROUTES } from './routes/player-routes.ts';
import { RoutePage } from './routes/route-page.tsx';

// Every route of spec 2, each area in its layout behind its guard (spec 6). The player layout also hosts the
// app area and "Page not found" for any address no area claims.

/** An area's route table, loaded when the area opens (its layout shows "Loading..." meanwhile). */
function lazyAreaRoutes(load: () => Promise<readonly PageRoute[]>, props: Omit<AreaRoutesProps, 'routes'>) {
  return lazy(() => load().then((routes) => ({ default: () => <AreaRoutes routes={routes} {...props} /> })));
}

// The first page needs none of the game's, the creator's or the admin's routes.
const GameRoutes = lazyAreaRoutes(() => import('./routes/game-routes.ts').then((m) => m.GAME_ROUTES), {
  texts: ['game'],
});
const CreatorRoutes = lazyAreaRoutes(() => import('./routes/creator-routes.ts').then((m) => m.CREATOR_ROUTES), {
  index: { path: '/creator', to: '/creator/dashboard' },
  texts: ['dashboard'],
});
const AdminRoutes = lazyAreaRoutes(() => import('./routes/admin-routes.ts').then((m) => m.ADMIN_ROUTES), {
  index: { path: '/admin', to: '/admin/dashboard' },
  texts: ['dashboard'],
});

// A hosted round's big screen: the creator's, full screen, in no frame of its own.
const HostPage = lazy(() => import('../features/host/host-page.tsx'));

export function AppRouter() {
  const [address] = useLocation();
  useFocusOnRouteChange();
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/home" replace />
      </Route>
      <Route path="/game/*?">
        <AreaGuard area="game">
          <GameLayout>
            <GameRoutes />
          </GameLayout>
        </AreaGuard>
      </Route>
      <Route path="/host/:id">
        <AreaGuard area="creator">
          <PageLoadBoundary address={address} fallback={<Loading />}>
            <HostPage />
          </PageLoadBoundary>
        </AreaGuard>
      </Route>
      <Route path="/creator/*?">
        <AreaGuard area="creator">
          <DashboardLayout area="creator" tabs={CREATOR_TABS}>
            <CreatorRoutes />
          </DashboardLayout>
        </AreaGuard>
      </Route>
      <Route path="/admin/*?">
        <AreaGuard area="admin">
          <DashboardLayout area="admin" tabs={ADMIN_TABS}>
            <AdminRoutes />
          </DashboardLayout>
        </AreaGuard>
      </Route>
      <Route>
        <PlayerLayout>
          <Switch>
            {APP_ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <AreaGuard area="app">
                  <RoutePage route={route} />
                </AreaGuard>
              </Route>
            ))}
            {PLAYER_ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <AreaGuard area="player">
                  <RoutePage route={route} />
                </AreaGuard>
              </Route>
            ))}
            <Route>
              <NotFound />
            </Route>
          </Switch>
        </PlayerLayout>
      </Route>
    </Switch>
  );
}
