import { describe, expect, it } from 'vitest';
import { TestClock } from './test-clock.ts';

// The test clock the server runs on in round tests: held, it stands still and fires nothing that comes due later,
// whatever real time passes; moved while held, it fires what came due; released, it runs on from where it stood.

const realMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the test clock', () => {
  it('stands still while held, fires what was already due, and runs on from where it stood once released', async () => {
    const clock = new TestClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('later'), 30);
    clock.hold();
    const heldAt = clock.now();
    clock.setTimeout(() => fired.push('now'), 0);
    await realMs(80);
    expect(clock.now()).toBe(heldAt);
    expect(fired).toEqual(['now']);

    clock.release();
    expect(clock.now()).toBeGreaterThanOrEqual(heldAt);
    expect(clock.now()).toBeLessThan(heldAt + 20);
    await realMs(80);
    expect(fired).toEqual(['now', 'later']);
  });

  it('moves forward while held, firing what came due in order, and stays held there', async () => {
    const clock = new TestClock();
    const fired: number[] = [];
    clock.hold();
    const heldAt = clock.now();
    const ticks = clock.setInterval(() => fired.push(clock.now() - heldAt), 1_000);
    clock.setTimeout(() => fired.push(-(clock.now() - heldAt)), 1_500);
    await clock.advance(2_000);
    expect(fired).toEqual([1_000, -1_500, 2_000]);
    expect(clock.now()).toBe(heldAt + 2_000);
    await realMs(50);
    expect(clock.now()).toBe(heldAt + 2_000);
    expect(fired).toHaveLength(3);
    clock.clear(ticks);
    clock.release();
  });
});
