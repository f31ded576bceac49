import type { Notification } from '@plw/protocol/rest/player';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { withNotification, withRead } from './notification-queries.ts';

// A stand-in for socket.io: records the handlers the stream registers, so a test can play the server.
const sockets = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const opened: { handlers: Map<string, Handler[]>; options: unknown; disconnected: boolean }[] = [];
  function io(options: unknown) {
    const socket = {
      handlers: new Map<string, Handler[]>(),
      options,
      disconnected: false,
      on(event: string, handler: Handler) {
        socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]);
        return socket;
      },
      connect: () => socket,
      disconnect() {
        socket.disconnected = true;
        return socket;
      },
    };
    opened.push(socket);
    return socket;
  }
  return { opened, io };
});
vi.mock('socket.io-client', () => ({ io: sockets.io }));

// The pages load lazily; loaded once here, a test's first look does not wait on the transform.
beforeAll(async () => {
  await Promise.all([import('./notifications-page.tsx'), import('./notification-stream.ts')]);
});

afterEach(() => {
  cleanup();
  sockets.opened.length = 0;
});

function notification(id: string, read: boolean, extra: Partial<Notification> = {}): Notification {
  return {
    notification_id: id,
    kind: 'NEW_GAME',
    title: `Title ${id}`,
    body: `Body ${id}`,
    link: `/game/mcq/${id}`,
    read,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...extra,
  };
}

function fakeServer(list: { notifications: Notification[]; unread: number } | null) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (route === 'GET /api/notifications' && list) return jsonResponse(list);
    if (route === 'POST /api/notifications/read') return jsonResponse({ unread: 0 });
    return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
  });
}

function notificationsLink() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Notifications/ });
}

describe('notifications', () => {
  it('lists the notifications with their read state and counts the unread ones in the header', async () => {
    const fetch = fakeServer({ notifications: [notification('n2', false), notification('n1', true)], unread: 1 });
    await renderApp(<AppRouter />, { path: '/notifications', user: guestPlayer, fetch });

    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => row.dataset.read)).toEqual(['false', 'true']);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Title n2' }).getAttribute('href')).toBe(
      '/game/mcq/n2',
    );
    expect(within(rows[0] as HTMLElement).getByText('1 hour ago')).toBeTruthy();
    expect(within(notificationsLink()).getByTestId('unread-badge').textContent).toBe('11 unread');
  });

  it('marks all read, and the badge goes', async () => {
    const fetch = fakeServer({ notifications: [notification('n2', false), notification('n1', false)], unread: 2 });
    await renderApp(<AppRouter />, { path: '/notifications', user: guestPlayer, fetch });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(screen.getAllByTestId('notification').map((row) => row.dataset.read)).toEqual(['true', 'true']);
    const read = fetch.mock.calls.find(([url]) => String(url) === '/api/notifications/read');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({});
  });

  it('marks one read by its id', async () => {
    const fetch = fakeServer({ notifications: [notification('n2', false), notification('n1', false)], unread: 2 });
    await renderApp(<AppRouter />, { path: '/notifications', user: guestPlayer, fetch });

    const [first] = await screen.findAllByTestId('notification');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Mark as read' }));

    await waitFor(() => expect(first?.dataset.read).toBe('true'));
    const read = fetch.mock.calls.find(([url]) => String(url) === '/api/notifications/read');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ ids: ['n2'] });
  });

  it('puts a notification pushed live on top, counts it in the badge and shows a toast', async () => {
    const fetch = fakeServer({ notifications: [notification('n1', true)], unread: 0 });
    await renderApp(<AppRouter />, { path: '/notifications', user: guestPlayer, fetch });
    await screen.findByText('Title n1');
    await waitFor(() => expect(sockets.opened).toHaveLength(1));
    const socket = sockets.opened[0];
    const auth = vi.fn();
    (socket?.options as { auth: (send: (data: object) => void) => void }).auth(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'token-for-u-guest', protocolVersion: PROTOCOL_VERSION });

    act(() => {
      for (const handler of socket?.handlers.get('notification:new') ?? []) {
        handler(notification('n9', false, { title: 'Round starts soon', kind: 'ROUND_STARTING' }));
      }
    });

    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getAllByTestId('notification')[0]?.textContent).toContain('Round starts soon');
    expect(within(notificationsLink()).getByTestId('unread-badge').textContent).toBe('11 unread');
    expect(screen.getAllByText('Round starts soon').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the empty list when the notifications cannot be loaded, and opens no socket', async () => {
    await renderApp(<AppRouter />, { path: '/notifications', user: guestPlayer, fetch: fakeServer(null) });

    expect(await screen.findByText('No notifications yet.', {}, { timeout: 4000 })).toBeTruthy();
    expect(sockets.opened).toHaveLength(0);
  });
});

describe('notification list updates', () => {
  const list = { notifications: [notification('n1', false)], unread: 1 };

  it('inserts a new one once', () => {
    const once = withNotification(list, notification('n2', false));
    expect(once?.notifications.map((item) => item.notification_id)).toEqual(['n2', 'n1']);
    expect(once?.unread).toBe(2);
    expect(withNotification(once, notification('n2', false))).toBe(once);
  });

  it('reads some or all', () => {
    const two = { notifications: [notification('n2', false), notification('n1', false)], unread: 2 };
    expect(withRead(two, ['n1']).unread).toBe(1);
    expect(withRead(two).notifications.every((item) => item.read)).toBe(true);
  });
});
