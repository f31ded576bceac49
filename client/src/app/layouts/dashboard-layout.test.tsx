import { cleanup, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { creator } from '../../test/session-fixtures.ts';
import { CREATOR_TABS } from '../routes/dashboard-tabs.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

afterEach(cleanup);

const NeverLoads = lazy(() => new Promise<never>(() => {}));

describe('dashboard layout', () => {
  it('shows "Loading..." under its tabs while the page is pending', async () => {
    await renderApp(
      <DashboardLayout area="creator" tabs={CREATOR_TABS}>
        <NeverLoads />
      </DashboardLayout>,
      { path: '/creator/games', user: creator },
    );

    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Games' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByTestId('current-user').textContent).toContain('Chris Creator');
  });
});
