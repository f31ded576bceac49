import { mkdir, writeFile } from 'node:fs/promises';
import { api } from '@plw/protocol/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { guest } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A player on a 360 x 740 phone in Arabic solves one word of today's Arabic kriss-kross, submits, and shares: the
// phone's share sheet (navigator.share, stubbed in the page to record what it is handed: the browser API is the
// boundary) gets a PNG card of the grid's squares and the text, which holds no letter of the puzzle; the streak
// reads "يوم واحد" (one day). Without a share sheet that takes files, the text goes alone.

const VIEWPORT = { width: 360, height: 740 };
const SHOTS = `${SHOTS_DIR}/daily`;

interface Shared {
  text?: string;
  files: { name: string; type: string; head: number[]; dataUrl: string }[];
}

let server: TestServer;
let browser: E2eBrowser | undefined;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startTestServer({ serveClient: true });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function todaysPuzzle() {
  const player = await guest(server.url);
  const today = await player.request<{ krisskross: { game: { game_id: string } } | null }>(
    'GET',
    `${api.today.path}?language=Arabic`,
  );
  const puzzle = today.body.krisskross?.game;
  if (!puzzle) throw new Error('no Arabic kriss-kross today');
  const words = await server.app.db
    .selectFrom('krisskross_questions')
    .select(['question', 'answer'])
    .where('game_id', '=', puzzle.game_id)
    .execute();
  return { gameId: puzzle.game_id, words };
}

describe('sharing a daily kriss-kross', () => {
  it.each([true, false])('hands the share sheet a PNG card of the grid (files shareable: %s), never a letter', async (files) => {
    const { gameId, words } = await todaysPuzzle();
    browser = await launchBrowser({ viewport: VIEWPORT });
    const { page } = browser;
    await page.addInitScript((canShareFiles) => {
      localStorage.setItem('plw.language', 'ar');
      const shared: unknown[] = [];
      Object.assign(window, { plwShared: shared });
      const dataUrl = (file: File) => new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(file);
      });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data?: ShareData) => !data?.files?.length || canShareFiles,
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const files = await Promise.all((data.files ?? []).map(async (file) => ({
            name: file.name,
            type: file.type,
            head: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())],
            dataUrl: await dataUrl(file),
          })));
          shared.push({ text: data.text, files });
        },
      });
    }, files);

    await page.goto(`${server.url}/game/krisskross/${gameId}`);
    await page.locator('canvas.kk-canvas').waitFor();
    const [first] = words;
    if (!first) throw new Error('no words');
    await page.getByRole('button', { name: first.question }).first().click();
    await page.keyboard.type(first.answer);
    await page.locator('.kk-play').getByRole('button', { name: 'إرسال', exact: true }).click();
    // Empty squares left: the player confirms.
    await page.getByRole('dialog').getByRole('button', { name: 'الإرسال على أي حال' }).click();
    await page.getByTestId('kk-result').waitFor();
    await page.getByTestId('stats-panel').getByTestId('streak-current').waitFor();
    expect(await page.getByTestId('streak-current').textContent()).toBe('يوم واحد');

    await page.getByTestId('share-result').click();
    const sharedSoFar = () => page.evaluate(() => (window as unknown as { plwShared: Shared[] }).plwShared);
    // A tap before the card is drawn (its Arabic font loaded first) shares once it is: on a busy machine, seconds.
    await expect.poll(async () => (await sharedSoFar()).length, { timeout: 15_000 }).toBe(1);
    const [sent] = await sharedSoFar();
    expect(sent?.text).toContain('🔥 السلسلة: يوم واحد');
    expect(sent?.text).toContain('🟩');
    for (const word of words) expect(sent?.text).not.toContain(word.answer);
    if (!files) {
      expect(sent?.files).toEqual([]);
      return;
    }
    expect(sent?.files).toHaveLength(1);
    expect(sent?.files[0]?.type).toBe('image/png');
    expect(sent?.files[0]?.head).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const png = Buffer.from(sent?.files[0]?.dataUrl.split(',')[1] ?? '', 'base64');
    await writeFile(`${SHOTS}/krisskross-card-ar.png`, png);
    await page.screenshot({ path: `${SHOTS}/krisskross-result-ar.png` });
    expect(browser.pageErrors).toEqual([]);
  });
});
