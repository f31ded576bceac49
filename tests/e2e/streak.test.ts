import { mkdir } from 'node:fs/promises';
import { finishPlay } from '@plw/server/domains/plays/finish-play';
import { startPlay } from '@plw/server/domains/plays/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, screenshot } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The daily streak on a 360 px phone in real Chromium: a guest with daily puzzles finished yesterday and today
// (written through the server's own play repository, as two simulated days) sees a two-day streak on /rewards.

let server: TestServer;
let browser: E2eBrowser;

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
  server = await startTestServer({ serveClient: true });
  browser = await launchBrowser({ viewport: { width: 360, height: 780 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the daily streak', () => {
  it('shows two days after puzzles finished yesterday and today, fitting a 360 px phone', async () => {
    const { page } = browser;
    const db = server.app.db;
    await page.goto(`${server.url}/rewards`);
    const panel = page.getByTestId('stats-panel');
    await panel.getByText('Finish a daily puzzle to start a streak.').waitFor();

    // The guest the browser signed in as: the newest real player.
    const player = await db
      .selectFrom('players')
      .select(['id'])
      .where('simulated', '=', 0)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const games = await db
      .selectFrom('games')
      .select(['id', 'channel_id'])
      .where('status', '=', 'RELEASED')
      .where('mode', '=', 'DAILY')
      .limit(2)
      .execute();
    expect(games).toHaveLength(2);
    const now = Date.now();
    for (const [i, game] of games.entries()) {
      const finishedAt = new Date(now - (1 - i) * 86_400_000 - 60_000);
      const play = await startPlay(db, game.id, player.id, 'DAILY', new Date(finishedAt.getTime() - 95_000));
      await finishPlay(db, { play, channelId: game.channel_id, score: 100, correctCount: 0, now: finishedAt });
    }

    await page.reload();
    await panel.getByText("Today's puzzle is done. Come back tomorrow!").waitFor();
    expect(await panel.getByTestId('streak-current').textContent()).toBe('2 days');
    expect(await panel.getByTestId('streak-best').textContent()).toBe('2 days');
    expect(await panel.getByRole('listitem').allTextContents()).toHaveLength(5);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'streak-rewards-360');
    expect(browser.pageErrors).toEqual([]);
  });
});
