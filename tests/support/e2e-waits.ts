import type { Locator, Page } from 'playwright-core';

// What browser tests wait for instead of sleeping: motion that has come to rest, a frame drawn at a new size, a
// canvas that has finished drawing. Each waits for its condition and fails, saying what still moved, when it does
// not come in time.

export interface RestOptions {
  /** How long the motion may take to come to rest. */
  timeout?: number;
  /** Consecutive animation frames over which nothing may change. */
  frames?: number;
}

/**
 * Waits until everything inside `root` (one element) has come to rest: the page's fonts are loaded; no CSS
 * transition, CSS animation or Web Animation with an end (Motion's accelerated ones among them) runs on it or inside
 * it (endless ones, a pulse or a shimmer, never end and are not waited for); nothing is held faded out (an inline
 * opacity below 1, as Motion leaves an element waiting for its delay); and the inline styles Motion writes on every
 * frame (transform, opacity) stay the same over `frames` animation frames in a row.
 */
export async function motionAtRest(root: Locator, { timeout = 10_000, frames = 3 }: RestOptions = {}): Promise<void> {
  await root.evaluate(
    (element, { timeout, frames }) =>
      new Promise<void>((resolve, reject) => {
        const name = (node: Element | null | undefined) =>
          node ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : 'nothing';
        const styled = () => [element, ...element.querySelectorAll('[style]')] as (HTMLElement | SVGElement)[];
        /** Why `root` is not at rest in this frame, or null. */
        const moving = (): string | null => {
          if (document.fonts.status !== 'loaded') return 'fonts still loading';
          const running = element.getAnimations({ subtree: true }).find((animation) => {
            const end = animation.effect?.getComputedTiming().endTime;
            const playing = animation.playState === 'running' || animation.pending;
            return playing && typeof end === 'number' && Number.isFinite(end);
          });
          if (running) return `an animation on ${name((running.effect as KeyframeEffect | null)?.target)}`;
          const faded = styled().find((node) => node.style.opacity !== '' && Number(node.style.opacity) < 1);
          if (faded) return `${name(faded)} faded to ${faded.style.opacity}`;
          return null;
        };
        const started = performance.now();
        let previous: string | null = null;
        let still = 0;
        let reason = '';
        const frame = () => {
          if (!element.isConnected) {
            reject(new Error(`${name(element)} left the page before its motion came to rest`));
            return;
          }
          const styles = styled().map((node) => node.getAttribute('style')).join('\n');
          const why = moving() ?? (styles === previous ? null : 'inline styles changed');
          previous = styles;
          still = why === null ? still + 1 : 0;
          reason = why ?? reason;
          if (still >= frames) {
            resolve();
          } else if (performance.now() - started > timeout) {
            reject(new Error(`${name(element)} still moving after ${timeout} ms: ${reason}`));
          } else {
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
    { timeout, frames },
  );
}

/** Resolves once the page has drawn `count` more frames (its pending rendering, layout and paint, are done). */
export async function framesDrawn(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/** Waits until the window has taken the size just set and has drawn a frame at it. */
export async function viewportApplied(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    size,
  );
  await framesDrawn(page);
}

/**
 * Waits until a canvas has finished drawing: two shots in a row of the part of it in the window, a frame or more
 * apart, are the same byte for byte. Shot from the page, so nothing is scrolled to take them. A canvas scrolled
 * wholly out of the window shows nothing to compare: then it only gets the next two frames to draw in.
 */
export async function canvasAtRest(canvas: Locator, { timeout = 10_000 } = {}): Promise<void> {
  const page = canvas.page();
  const visible = async () => {
    const box = await canvas.boundingBox();
    const window = page.viewportSize();
    if (!box || !window) throw new Error('the canvas is not on the page');
    const x = Math.max(0, box.x);
    const y = Math.max(0, box.y);
    const width = Math.min(window.width, box.x + box.width) - x;
    const height = Math.min(window.height, box.y + box.height) - y;
    return width >= 1 && height >= 1 ? { x, y, width, height } : null;
  };
  const clip = await visible();
  if (!clip) {
    await framesDrawn(page);
    return;
  }
  const started = Date.now();
  let previous = await page.screenshot({ clip });
  for (;;) {
    await framesDrawn(page);
    const current = await page.screenshot({ clip });
    if (current.equals(previous)) return;
    if (Date.now() - started > timeout) throw new Error(`the canvas was still changing after ${timeout} ms`);
    previous = current;
  }
}

/**
 * Scrolls a paged list (the browse pages' "Load more" end) until its last page has loaded, then counts `items`:
 * the list's whole length, not the first page's.
 */
export async function countWholeList(page: Page, items: Locator, timeout = 20_000): Promise<number> {
  const more = page.locator('.load-more');
  const started = Date.now();
  await items.first().waitFor();
  while (await more.count() > 0) {
    if (Date.now() - started > timeout) throw new Error(`the list still offered more after ${timeout} ms`);
    await more.scrollIntoViewIfNeeded().catch(() => undefined);
    await page.waitForTimeout(100);
  }
  return items.count();
}
