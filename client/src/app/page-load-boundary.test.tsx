import { cleanup, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { PageLoadBoundary } from './page-load-boundary.tsx';

const MARK = 'plw:page-load-reloaded';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** A page whose file the server no longer has, as Chromium reports it. */
const GonePage = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
const HerePage = lazy(() => Promise.resolve({ default: () => <h1>Here</h1> }));

describe('a page whose code fails to load', () => {
  it('reloads once, marking its address for after the reload, and shows no message meanwhile', async () => {
    await renderApp(
      <PageLoadBoundary address="/" fallback={<p>Loading...</p>}>
        <GonePage />
      </PageLoadBoundary>,
    );
    await expect.poll(() => sessionStorage.getItem(MARK)).toBe('/');
    expect(screen.queryByText('This page did not load')).toBeNull();
  });

  it('says what to do, with Try again and Go to home, when it fails again after that reload', async () => {
    sessionStorage.setItem(MARK, '/');
    await renderApp(
      <PageLoadBoundary address="/" fallback={<p>Loading...</p>}>
        <GonePage />
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
  });

  it('forgets the reload once a page shows, so a later failure gets its one reload again', async () => {
    sessionStorage.setItem(MARK, '/');
    await renderApp(
      <PageLoadBoundary address="/" fallback={<p>Loading...</p>}>
        <HerePage />
      </PageLoadBoundary>,
    );
    await screen.findByRole('heading', { name: 'Here' });
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });
});
