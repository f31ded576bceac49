import { describe, expect, it } from 'vitest';
import { COVER_GRID_MAX, coverColour, coverGrid } from './cover.ts';

describe('coverColour', () => {
  it("uses the channel's own colour when it is a #rrggbb colour", () => {
    expect(coverColour('c1', '#1A7F5A')).toBe('#1a7f5a');
  });

  it('derives a stable colour from the id otherwise, different for different channels', () => {
    const first = coverColour('channel-a', null);
    expect(first).toMatch(/^#[0-9a-f]{6}$/);
    expect(coverColour('channel-a', 'not a colour')).toBe(first);
    expect(coverColour('channel-b', null)).not.toBe(first);
  });
});

describe('coverGrid', () => {
  it("draws the grid's cells only, trimmed to them, with no letters", () => {
    const cells = [
      { row: 1, col: 2 },
      { row: 1, col: 3 },
      { row: 1, col: 4 },
      { row: 2, col: 3 },
      { row: 3, col: 3 },
    ];
    expect(coverGrid({ rows: 6, cols: 6, cells })).toEqual(['###', '.#.', '.#.']);
  });

  it('has no grid without cells, or for a grid larger than a cover shows', () => {
    expect(coverGrid(null)).toBeNull();
    expect(coverGrid({ rows: 0, cols: 0, cells: [] })).toBeNull();
    const long = Array.from({ length: COVER_GRID_MAX + 1 }, (_, col) => ({ row: 0, col }));
    expect(coverGrid({ rows: 1, cols: COVER_GRID_MAX + 1, cells: long })).toBeNull();
  });
});
