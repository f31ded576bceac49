import { api } from '@plw/protocol/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { channel, fakeServer, serverError, stubObservers } from '../../test/browse-test-kit.ts';
import ChannelsPage from './channels-page.tsx';
import SubscriptionsPage from './subscriptions-page.tsx';

beforeEach(stubObservers);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALL = api.channelAll.path;
const SUBSCRIBE = '/api/player/subscriptions/ch-1';

describe('the channel list', () => {
  it('asks for the filter in the address and switches it with the "Not Subscribed" tab', async () => {
    const server = fakeServer({ [`GET ${ALL}`]: () => jsonResponse({ channels: [channel()], next_cursor: null }) });
    const app = await renderApp(<ChannelsPage />, {
      path: '/home/channels?filter=Subscribed',
      user: guestPlayer,
      fetch: server.fetch,
    });
    await screen.findByTestId('channel-card');
    expect(server.callsTo(ALL)[0]?.query.get('filter')).toBe('Subscribed');

    fireEvent.click(screen.getByRole('link', { name: 'Not Subscribed' }));
    await waitFor(() => expect(app.location()).toBe('/home/channels?filter=Unsubscribed'));
    await waitFor(() => expect(server.callsTo(ALL).at(-1)?.query.get('filter')).toBe('Unsubscribed'));
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(app.location()).toBe('/home/channels'));
  });

  it('subscribes at once and stays subscribed when the server agrees', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({
      [`GET ${ALL}`]: () => jsonResponse({ channels: [channel()], next_cursor: null }),
      [`POST ${SUBSCRIBE}`]: async () => {
        await answered;
        return jsonResponse({ channel: channel({ subscribed: true, subscribers: 42 }) });
      },
    });
    await renderApp(<ChannelsPage />, { path: '/home/channels', user: guestPlayer, fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Demo Channel' }));

    const button = await screen.findByRole('button', { name: 'Unsubscribe from Demo Channel' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('subscriber-count').textContent).toBe('Subscribers: 42');
    release();
    await waitFor(() => expect(server.callsTo(SUBSCRIBE)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Unsubscribe from Demo Channel' })).toBeTruthy();
  });

  it('rolls a refused subscription back and says so in a toast', async () => {
    const server = fakeServer({
      [`GET ${ALL}`]: () => jsonResponse({ channels: [channel()], next_cursor: null }),
      [`POST ${SUBSCRIBE}`]: serverError,
    });
    await renderApp(<ChannelsPage />, { path: '/home/channels', user: guestPlayer, fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Demo Channel' }));

    expect(await screen.findByText('Could not subscribe to Demo Channel. Please try again.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Subscribe to Demo Channel' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('subscriber-count').textContent).toBe('Subscribers: 41');
  });

  it('shows the empty state when the list fails to load', async () => {
    const server = fakeServer({ [`GET ${ALL}`]: serverError });
    await renderApp(<ChannelsPage />, { path: '/home/channels', user: guestPlayer, fetch: server.fetch });
    const state = await screen.findByTestId('empty-state', {}, { timeout: 4000 });
    expect(state.textContent).toContain('No channels found');
    expect(state.dataset.failed).toBe('true');
  });
});

describe('the subscriptions page', () => {
  it('sends the search only when it is not blank and lists the body as it comes', async () => {
    const server = fakeServer({
      [`GET ${api.subscriptions.path}`]: () => jsonResponse([channel({ subscribed: true })]),
    });
    await renderApp(<SubscriptionsPage />, { path: '/subscriptions?search=%20', user: guestPlayer, fetch: server.fetch });
    await screen.findByTestId('channel-card');
    expect(server.callsTo(api.subscriptions.path)[0]?.query.has('search')).toBe(false);
    cleanup();

    const searched = fakeServer({ [`GET ${api.subscriptions.path}`]: () => jsonResponse([]) });
    await renderApp(<SubscriptionsPage />, { path: '/subscriptions?search=demo', user: guestPlayer, fetch: searched.fetch });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No channels found');
    expect(searched.callsTo(api.subscriptions.path)[0]?.query.get('search')).toBe('demo');
  });
});
