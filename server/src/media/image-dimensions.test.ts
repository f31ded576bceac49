import { describe, expect, it } from 'vitest';
import { pictureSizeProblem } from './image-dimensions.ts';

// Headers only: PNG's IHDR holds the width and height at bytes 16 and 20, after the signature and chunk head.

function pngHead(width: number, height: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000000000000008000000', 'hex');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

describe('picture size from the header', () => {
  it.each([
    ['a small PNG', pngHead(640, 480), 'image/png', null],
    ['exactly 40 megapixels', pngHead(8000, 5000), 'image/png', null],
    ['one row over 40 megapixels', pngHead(8000, 5001), 'image/png', 'tooManyPixels'],
    ['50,000 × 50,000', pngHead(50_000, 50_000), 'image/png', 'tooManyPixels'],
    ['a PNG without a height', pngHead(50_000, 1).subarray(0, 20), 'image/png', 'unreadable'],
    ['an SVG of any declared size', Buffer.from('<svg width="90000" height="90000"/>'), 'image/svg+xml', null],
    ['a sound', Buffer.alloc(8), 'audio/wav', null],
  ] as const)('%s', (_name, bytes, mime, expected) => {
    expect(pictureSizeProblem(bytes, mime)).toBe(expected);
  });

  it('does not read a cut-short header on into the bytes after it in the same memory', () => {
    // The upload is a view into a larger buffer whose next bytes would read as a height of 4096.
    const pool = Buffer.concat([pngHead(50_000, 0).subarray(0, 20), Buffer.from([0, 0, 0x10, 0])]);
    expect(pictureSizeProblem(pool.subarray(0, 20), 'image/png')).toBe('unreadable');
  });
});
