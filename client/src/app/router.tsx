import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../ui/not-found.tsx';
import { AreaGuard } from './area-guard.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { GameLayout } from './layouts/game-layout.tsx';
import { PlayerLayout } from './layouts/player-layout.tsx';
import { ADMIN_ROUTES, ADMIN_TABS } from './routes/admin-routes.ts';
import { APP_ROUTES } from './routes/app-routes.ts';
import { AreaRoutes } from './routes/area-routes.tsx';
import { CREATOR_ROUTES, CREATOR_TABS } from './routes/creator-routes.ts';
import { GAME_ROUTES } from './routes/game-routes.ts';
import { PLAYER_ROUTES } from './routes/player-routes.ts';
import { RoutePage } from './routes/route-page.tsx';

// Every route of spec 2, each area in its layout behind its guard (spec 6). The player layout also hosts the
// app area and "Page not found" for any address no area claims.

export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/home" replace />
      </Route>
      <Route path="/game/*?">
        <AreaGuard area="game">
          <GameLayout>
            <AreaRoutes routes={GAME_ROUTES} texts={['game']} />
          </GameLayout>
        </AreaGuard>
      </Route>
      <Route path="/creator/*?">
        <AreaGuard area="creator">
          <DashboardLayout area="creator" tabs={CREATOR_TABS}>
            <AreaRoutes
              routes={CREATOR_ROUTES}
              index={{ path: '/creator', to: '/creator/dashboard' }}
              texts={['dashboard']}
            />
          </DashboardLayout>
        </AreaGuard>
      </Route>
      <Route path="/admin/*?">
        <AreaGuard area="admin">
          <DashboardLayout area="admin" tabs={ADMIN_TABS}>
            <AreaRoutes routes={ADMIN_ROUTES} index={{ path: '/admin', to: '/admin/dashboard' }} texts={['dashboard']} />
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
