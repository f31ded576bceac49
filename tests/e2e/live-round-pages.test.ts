import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { newId } from '@plw/server/db/ids';
import { describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { canvasAtRest, motionAtRest } from '../support/e2e-waits.ts';
import { createGame } from '../support/fixtures.ts';
import { creator } from '../support/http.ts';
import {
  assetsDir,
  overflow,
  scheduleDailyQuiz,
  scheduleQuiz,
  server,
  useLiveRoundServer,
} from './live-round-setup.ts';

// The pages around a live round in real Chromium against the real server: a round's leaderboard and answers wait
// in the waiting room until its end; the live round keeps socket.io, Pixi and the grid fonts out of the first load;
// and a live kriss-kross round: each word locks as soon as it is complete with no verdict before the end, a late
// Arabic player on a phone sees the board below the grid, and the round ends on the finale. The round is long
// enough for both browsers on a busy machine; its end is reached by moving the server's clock, not waited for.

useLiveRoundServer();

describe('pages of a live round before its end', () => {
  it('sends the leaderboard and the answers to the waiting room until the round ends', async () => {
    const later = await scheduleQuiz(60_000, 60);
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      for (const page_ of ['leaderboard', 'answers']) {
        await page.goto(`${server.url}/game/mcq/${later.gameId}/${page_}`);
        await page.waitForURL((url) => url.pathname === '/game/waitingroom');
        const params = new URL(page.url()).searchParams;
        expect(params.get('redirect')).toBe(`/game/mcq/${later.gameId}/${page_}`);
        expect(Date.parse(params.get('time') ?? '')).toBe(later.endsAt);
      }
    } finally {
      await browser.close();
    }
  });
});

describe('the live round in the bundle', () => {
  it('keeps socket.io out of the first page load, and Pixi and the grid fonts out of the precache', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const initial = [...html.matchAll(/assets\/[^"]+\.js/g)].map((match) => match[0]);
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) {
      const code = await readFile(path.join(assetsDir, '..', file), 'utf8');
      expect(code, file).not.toContain('websocket error');
    }

    const precached = new Set(
      [...(await (await fetch(`${server.url}/sw.js`)).text()).matchAll(/url:"([^"]+)"/g)].map((match) => match[1]),
    );
    expect(precached.size).toBeGreaterThan(10);
    for (const file of await readdir(assetsDir)) {
      const heavy = /\.woff2?$/.test(file)
        || (file.endsWith('.js') && (await readFile(path.join(assetsDir, file), 'utf8')).includes('autoDensity'));
      if (heavy) expect(precached.has(`assets/${file}`), file).toBe(false);
    }
  });
});

describe('a live kriss-kross round', () => {
  interface Placement {
    question_id: string;
    row: number;
    col: number;
    direction: 'Across' | 'Down';
    length: number;
  }

  it('locks each word as soon as it is complete, tells right or wrong only at the end, and ends on the finale', async () => {
    const gameId = await createGame(server.app.db, server.channelId, { type: 'Kriss_kross_puzzle' });
    // Long enough for two browsers to play their part before the end on a busy machine: the test moves the
    // server's clock to the end once they have.
    const durationS = 120;
    const opensAt = Date.now() - 1_000;
    const endsAt = opensAt + durationS * 1000;
    await server.app.db
      .updateTable('games')
      .set({ mode: 'RAPID', publishing_time: new Date(opensAt).toISOString(), game_duration: durationS })
      .where('id', '=', gameId)
      .execute();
    // A gift for this round's winner, and a daily game in the round's language, for the finale to show.
    await server.app.db
      .insertInto('gifts')
      .values({
        id: newId(),
        channel_id: server.channelId,
        game_id: gameId,
        name: 'Word medal',
        description: 'For the fastest speller.',
        value: 10,
        winner_ranks: 1,
        image_media_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await scheduleDailyQuiz();
    const owner = await creator(server.url);
    const demo = await owner.request<{
      questions: { question_id: string; question: string; answer: string }[];
      grid: { cells: { row: number; col: number; letter: string }[]; placements: Placement[] };
    }>('GET', api.krissKrossPlayDemoQuestions.path.replace(':id', gameId));
    const letters = new Map(demo.body.grid.cells.map((cell) => [`${cell.row},${cell.col}`, cell.letter]));
    const cellsOf = (p: Placement) =>
      Array.from({ length: p.length }, (_, i) => (p.direction === 'Across' ? `${p.row},${p.col + i}` : `${p.row + i},${p.col}`));
    const [first, second] = demo.body.grid.placements;
    if (!first || !second) throw new Error('expected two words');
    const clue = (p: Placement) => demo.body.questions.find((q) => q.question_id === p.question_id)?.question ?? '';

    const browser = await launchBrowser();
    const phone = await launchBrowser({ viewport: PHONE });
    try {
      const { page } = browser;
      await page.goto(`${server.url}/game/krisskross/${gameId}`);
      await page.locator('canvas.kk-canvas').waitFor();
      await page.getByTestId('live-leaderboard').waitFor();
      const verdicts = async (p: Placement) =>
        Promise.all(cellsOf(p).map((key) => {
          const [row, col] = key.split(',');
          return page.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`).getAttribute('data-verdict');
        }));

      // The first word, typed right: sent the moment its last letter lands, locked, and not marked (another player
      // could still type it).
      await page.getByRole('button', { name: clue(first) }).click();
      await page.keyboard.type(cellsOf(first).map((key) => letters.get(key)).join(''));
      await expect.poll(() => page.getByTestId('words-locked').textContent()).toBe('Words locked: 1 of 2');
      expect(await verdicts(first)).toEqual(cellsOf(first).map(() => null));
      expect(Number(await page.getByTestId('live-score').textContent())).toBe(0);

      // The second word, its missing letters typed wrong (the letter it shares with the first stays as locked).
      await page.getByRole('button', { name: clue(second) }).click();
      const missing = cellsOf(second).filter((key) => !cellsOf(first).includes(key));
      await page.keyboard.type('Q'.repeat(missing.length));
      await expect.poll(() => page.getByTestId('words-locked').textContent()).toBe('Words locked: 2 of 2');
      expect(await page.locator('.kk-clue--right, .kk-clue--wrong').count()).toBe(0);
      expect((await verdicts(second)).filter((mark) => mark !== null)).toEqual([]);
      // Pixi has drawn the words, and the board has settled.
      await canvasAtRest(page.locator('canvas.kk-canvas'));
      await motionAtRest(page.getByTestId('live-leaderboard'));
      await screenshot(page, 'live-krisskross-desktop');

      // A second player on a phone, in Arabic, joins late and sees the board beside (below) the grid.
      await phone.page.goto(`${server.url}/home`);
      await phone.page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
      await phone.page.goto(`${server.url}/game/krisskross/${gameId}`);
      await phone.page.locator('canvas.kk-canvas').waitFor();
      await phone.page.getByRole('heading', { level: 2, name: 'لوحة الصدارة المباشرة' }).waitFor();
      expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
      // Pixi has drawn the grid.
      await canvasAtRest(phone.page.locator('canvas.kk-canvas'));
      await screenshot(phone.page, 'live-krisskross-arabic-phone');

      // The round ends on the finale, from the round itself: this player first on the podium and marked, the late
      // Arabic player (seated, no points) second; the words right as an extra line, the gift just won, the ways on.
      const result = page.getByTestId('kk-live-result');
      expect(await result.count()).toBe(0);
      await server.clock.advanceTo(endsAt);
      await result.waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('live-result-words').textContent()).toBe('1 / 2');
      expect(await page.getByTestId('live-result-rank').textContent()).toBe('#1');
      const finale = page.getByTestId('finale');
      const places = finale.getByTestId('podium-place');
      expect(await places.evaluateAll((items) => items.map((item) => item.getAttribute('data-rank')))).toEqual(['1', '2']);
      expect(await places.first().getAttribute('class')).toContain('podium__place--me');
      expect(await places.nth(1).getAttribute('class')).not.toContain('podium__place--me');
      expect(await finale.getByTestId('finale-gift').textContent()).toContain('Word medal');
      expect(await finale.getByRole('link', { name: 'Full leaderboard' }).getAttribute('href'))
        .toBe(`/game/krisskross/leaderboard?type=RAPID&game=${gameId}`);
      const next = finale.getByRole('link', { name: /Play next/ });
      expect(await next.getAttribute('href')).toMatch(/^\/game\/mcq\//);
      expect(await next.textContent()).toContain('Daily rivers');
      // The podium has risen.
      await motionAtRest(finale);
      await screenshot(page, 'live-krisskross-result-desktop');

      // The answers: the finished game read again, with its result and the right words.
      await finale.getByRole('button', { name: 'See the answers' }).click();
      await page.getByTestId('kk-result').waitFor();
      expect(await page.getByTestId('finale').count()).toBe(0);
      expect(browser.pageErrors).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await browser.close();
      await phone.close();
    }
  });
});
