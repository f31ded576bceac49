import { describe, expect, it } from 'vitest';
import { detectMedia, isSvg } from './media-types.ts';
import { byteRange } from './routes.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('media types are decided by content', () => {
  it.each([
    ['a PNG', PNG, ['image'], { kind: 'image', mime: 'image/png', ext: 'png' }],
    ['a PNG where only audio is accepted', PNG, ['audio'], null],
    ['an SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg xmlns="x"></svg>'), ['image'],
      { kind: 'image', mime: 'image/svg+xml', ext: 'svg' }],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), ['image', 'video', 'audio'], null],
    ['other XML', Buffer.from('<?xml version="1.0"?><note>hi</note>'), ['image'], null],
    ['nothing', Buffer.alloc(0), ['image'], null],
  ] as const)('%s', async (_name, bytes, accept, expected) => {
    expect(await detectMedia(bytes, accept)).toEqual(expected);
  });

  it('does not take text that merely mentions svg, or broken UTF-8, for an SVG', () => {
    expect(isSvg(Buffer.from('hello <svg></svg>'))).toBe(false);
    expect(isSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0x3e]))).toBe(false);
    expect(isSvg(Buffer.from('<!-- logo --><svg viewBox="0 0 1 1"/>'))).toBe(true);
  });
});

describe('byte ranges for audio and video', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=0-1,5-9', null],
  ])('%s', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });
});
