import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canvasAtRest } from '../support/e2e-waits.ts';
import {
  browser,
  cellsOf,
  drawnAt,
  measure,
  mirror,
  openOnPhone,
  type Placement,
  type Puzzle,
  puzzle,
  segmenter,
  selectClue,
  SHOTS,
  SMALLEST_CELL,
  UI_LANGUAGE,
  useGridPhone,
} from './grid-phone-setup.ts';

useGridPhone();

// Each test opens its own phone and draws the grid several times: a budget for a slow, shared machine.
describe('the kriss-kross grid on a phone', { timeout: 180_000 }, () => {
  it.each([390, 360])('opens a 15-word grid at %i px with cells of 32 px at least and numbers of 10 px', async (width) => {
    const page = await openOnPhone('English', width);
    const figures = await measure(page);
    expect(figures.cellSize).toBeGreaterThanOrEqual(32);
    expect(figures.drawn).toBeGreaterThanOrEqual(32);
    expect(Math.abs(figures.drawn - figures.cellSize)).toBeLessThan(0.5);
    expect(figures.numberSize).toBeGreaterThanOrEqual(10);
    // The page never scrolls sideways: a grid wider than the phone pans in its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const frame = await page.locator('.kk-board__scroll').evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
    }));
    if (puzzle('English').cols * 32 > width) expect(frame.scroll).toBeGreaterThan(frame.client);
    expect(browser?.pageErrors).toEqual([]);
  });

  it('zooms with its buttons (a pointer or the keyboard), as far as its bounds, and pans by a drag', async () => {
    const page = await openOnPhone('English');
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const start = await measure(page);

    // A drag pans the frame (towards where it has room) and selects nothing.
    const scroller = page.locator('.kk-board__scroll');
    const scrolled = () => scroller.evaluate((node) => ({ left: node.scrollLeft, top: node.scrollTop }));
    const before = await scrolled();
    const selected = await page.locator('[role="gridcell"][aria-selected="true"]').getAttribute('data-col');
    const box = await scroller.boundingBox();
    if (!box) throw new Error('no frame');
    const at = { x: box.x + box.width / 2, y: Math.max(box.y, 0) + 80 };
    const dx = before.left > 0 ? 120 : -120;
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + dx, at.y, { steps: 6 });
    await page.mouse.up();
    const after = expect.poll(async () => (await scrolled()).left);
    if (dx > 0) await after.toBeLessThan(before.left);
    else await after.toBeGreaterThan(before.left);
    expect(await page.locator('[role="gridcell"][aria-selected="true"]').getAttribute('data-col')).toBe(selected);

    // Each press redraws the grid: the figures are read once the board has taken the new size.
    const cellSize = () => expect.poll(async () => (await measure(page)).cellSize);
    await zoomIn.click();
    await cellSize().toBeGreaterThan(start.cellSize);
    const bigger = (await measure(page)).cellSize;
    await drawnAt(page, bigger);

    // From the keyboard: the buttons are reached with Tab and pressed with Enter or Space.
    await zoomOut.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await cellSize().toBeLessThan(bigger);

    for (let i = 0; i < 12 && (await zoomOut.isEnabled()); i++) await zoomOut.click();
    await cellSize().toBe(start.min);
    expect(await zoomOut.isDisabled()).toBe(true);
    await drawnAt(page, start.min);
    // Zoomed out to its bound, the whole grid shows in its frame, unless its cells reached the smallest size
    // (16 px, still tappable): a grid wider than that pans even then.
    const overflow = () => page.locator('.kk-board__scroll').evaluate((node) => node.scrollWidth - node.clientWidth);
    if (start.min > SMALLEST_CELL) await expect.poll(overflow).toBeLessThanOrEqual(0);
    else expect(start.min).toBe(SMALLEST_CELL);

    for (let i = 0; i < 20 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
    await cellSize().toBe(start.max);
    await drawnAt(page, start.max);

    expect(browser?.pageErrors).toEqual([]);
  });

  it('zooms in when two fingers spread on the grid', async () => {
    const page = await openOnPhone('English');
    const start = (await measure(page)).cellSize;
    const box = await page.locator('.kk-board__scroll').boundingBox();
    if (!box) throw new Error('no frame');
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 150);
    const fingers = (spread: number) => [
      { x: x - spread, y, id: 1 },
      { x: x + spread, y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const spread of [40, 50, 60, 70]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForFunction((size) => Number(document.querySelector<HTMLElement>('.kk-board')?.dataset.cellSize) > size, start);
    expect((await measure(page)).cellSize).toBeGreaterThan(start);
  });

  it('brings a clue tapped in the list into view, in the grid\'s frame and on the screen, and shows the clue at the bottom', async () => {
    const page = await openOnPhone('English');
    const game = puzzle('English');
    // The word that reaches furthest from the grid's start corner, and the clue list scrolled to.
    const far = [...game.placements].sort((a, b) => b.col + b.row - (a.col + a.row))[0];
    if (!far) throw new Error('no words');
    const question = game.questions.find((q) => q.question_id === far.question_id)?.question ?? '';
    const clue = page.locator('.kk-clue__button').filter({ hasText: question }).first();
    await clue.scrollIntoViewIfNeeded();
    await clue.click();

    const word = await page.locator('.kk-board__word').boundingBox();
    const frame = await page.locator('.kk-board__scroll').boundingBox();
    const bar = await page.getByTestId('current-clue').boundingBox();
    if (!word || !frame || !bar) throw new Error('nothing to measure');
    const viewport = { width: 390, height: 844 };
    // The word's first square is on screen, inside the frame and above the clue bar.
    expect(word.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(word.y).toBeGreaterThanOrEqual(Math.max(0, frame.y - 1));
    expect(Math.min(word.x + 36, viewport.width)).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(word.y + 36).toBeLessThanOrEqual(bar.y + 1);
    expect(await page.getByTestId('current-clue').textContent()).toContain(question);
    // The bar sits at the bottom of the screen (there is no on-screen keyboard here to lift it).
    expect(viewport.height - (bar.y + bar.height)).toBeLessThanOrEqual(24);
    expect(await page.getByTestId('current-clue').evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
  });

  /** For each place a crossing can take in a word, a word and the crossing word sharing that square. */
  function crossingsOf(game: Puzzle) {
    const found = new Map<'start' | 'middle' | 'end', { word: Placement; crossing: Placement }>();
    for (const word of game.placements) {
      const cells = cellsOf(word);
      for (const crossing of game.placements) {
        if (crossing.direction === word.direction) continue;
        const index = cells.findIndex((key) => cellsOf(crossing).includes(key));
        if (index === -1) continue;
        const where = index === 0 ? 'start' : index === cells.length - 1 ? 'end' : 'middle';
        if (!found.has(where)) found.set(where, { word, crossing });
      }
    }
    return found;
  }

  it.each(['English', 'Arabic', 'Malayalam'] as const)(
    'types a whole %s word over a crossing at its start, middle and end without shifting it',
    async (language) => {
      const page = await openOnPhone(language);
      const game = puzzle(language);
      const lettersOf = (placement: Placement) => cellsOf(placement).map((key) => game.letters.get(key) ?? '');
      const type = async (placement: Placement) => {
        await selectClue(page, game, placement);
        const letters = lettersOf(placement);
        if (language === 'English') await page.keyboard.type(letters.join('').toLowerCase());
        else if (language === 'Arabic') await page.keyboard.insertText(letters.join(''));
        else for (const letter of letters) await page.keyboard.insertText(letter);
      };
      const crossings = crossingsOf(game);
      expect([...crossings.keys()].sort()).toEqual(['end', 'middle', 'start']);
      for (const [where, { word, crossing }] of crossings) {
        await type(crossing);
        // The crossing now fills a square of the word: its first, one in its middle, or its last.
        const index = { start: 0, middle: 1, end: word.length - 1 }[where];
        if (where !== 'middle') expect((await mirror(page)).get(cellsOf(word)[index] ?? '')).not.toBe('');
        await type(word);
        const shown = await mirror(page);
        const upper = (text: string | undefined) => (text ?? '').toLocaleUpperCase();
        expect(cellsOf(word).map((key) => upper(shown.get(key))), `${where} ${language}`).toEqual(
          lettersOf(word).map(upper),
        );
        expect(cellsOf(crossing).map((key) => upper(shown.get(key)))).toEqual(lettersOf(crossing).map(upper));
        for (const key of cellsOf(word)) expect([...segmenter.segment(shown.get(key) ?? '')]).toHaveLength(1);
      }
      // Pixi has drawn the last letters typed.
      await canvasAtRest(page.locator('canvas.kk-canvas'));
      await page.screenshot({ path: path.join(SHOTS, `grid-phone-${UI_LANGUAGE[language]}.png`) });
      await page.screenshot({ path: path.join(SHOTS, `grid-phone-${UI_LANGUAGE[language]}-full.png`), fullPage: true });
      expect(browser?.pageErrors).toEqual([]);
    },
  );
});
