import { describe, expect, it } from 'vitest';
import { svgProblem } from './svg-content.ts';

// Headers only: a PNG's IHDR holds its width and height at bytes 16 and 20, after the signature and chunk head.
function png(width: number, height: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000000000000008000000', 'hex');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

const HUGE = png(50_000, 50_000).toString('base64');
const SMALL = png(64, 64).toString('base64');
const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inner}</svg>`;
const nested = (inner: string) => Buffer.from(svg(inner)).toString('base64');

describe('what an SVG may hold', () => {
  it.each([
    ['a plain drawing', svg('<circle cx="5" cy="5" r="4" fill="teal"/>')],
    [
      'gradients, uses and clip paths by fragment',
      svg(
        '<defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h4"/></defs>'
        + '<style>.a{fill:url(#g)}</style><use href="#p"/><use xlink:href="#p" clip-path="url( \'#c\' )"/>',
      ),
    ],
    ['editor metadata with links in namespaces', svg('<metadata><cc:license rdf:resource="https://creativecommons.org/"/></metadata>')],
    ['an editor path with backslashes', svg('<g inkscape:export-filename="C:\\Users\\asha\\logo.png"/>')],
    ['a small embedded PNG', svg(`<image href="data:image/png;base64,${SMALL}"/>`)],
    ['a small PNG wrapped over lines', svg(`<image href="data:image/png;base64,${SMALL.replace(/(.{8})/g, '$1\n')}"/>`)],
    ['a small PNG in a style', svg(`<rect style="fill:url('data:image/png;base64,${SMALL}')"/>`)],
    ['a nested SVG holding a small PNG', svg(`<image href="data:image/svg+xml;base64,${nested(`<image href="data:image/png;base64,${SMALL}"/>`)}"/>`)],
    ['text that mentions metadata: and data: without a link', svg('<text>Metadata: data: 1, 2</text>')],
  ])('keeps %s', (_name, text) => {
    expect(svgProblem(Buffer.from(text))).toBeNull();
  });

  it.each([
    ['a PNG declaring 50,000 × 50,000 in href', `<image href="data:image/png;base64,${HUGE}"/>`, 'tooManyPixels'],
    ['… in xlink:href', `<image xlink:href="data:image/png;base64,${HUGE}"/>`, 'tooManyPixels'],
    ['… under another prefix', `<image x:href="data:image/png;base64,${HUGE}"/>`, 'tooManyPixels'],
    ['… in a style attribute', `<rect style="fill:url(data:image/png;base64,${HUGE})"/>`, 'tooManyPixels'],
    ['… in a style element', `<style><![CDATA[ rect { fill: url("data:image/png;base64,${HUGE}") } ]]></style>`, 'tooManyPixels'],
    ['… declared as a JPEG', `<image href="data:image/jpeg;base64,${HUGE}"/>`, 'tooManyPixels'],
    ['… with its scheme in character references', `<image href="&#100;&#x61;ta:image/png;base64,${HUGE}"/>`, 'tooManyPixels'],
    ['… with a newline inside its scheme', `<image href="da&#10;ta:image/png;base64,${HUGE}"/>`, 'tooManyPixels'],
    ['… with CSS escapes', `<rect style="fill:\\75 rl(d\\61 ta:image/png;base64,${HUGE})"/>`, 'tooManyPixels'],
    ['… percent-encoded', `<image href="data:image/png;base64,${encodeURIComponent(HUGE).replace(/[A-Z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}"/>`, 'tooManyPixels'],
    ['… as set by an animation', `<rect><set attributeName="fill" to="url(data:image/png;base64,${HUGE})"/></rect>`, 'tooManyPixels'],
    ['… inside a nested SVG', `<image href="data:image/svg+xml;base64,${nested(`<image href="data:image/png;base64,${HUGE}"/>`)}"/>`, 'tooManyPixels'],
    ['… inside a nested SVG written as text', `<image href="data:image/svg+xml,${encodeURIComponent(svg(`<image href="data:image/png;base64,${HUGE}"/>`))}"/>`, 'tooManyPixels'],
    ['a picture that cannot be read', '<image href="data:image/png;base64,AAAA"/>', 'embeddedUnreadable'],
    ['a script', '<script>alert(1)</script>', 'script'],
    ['a script under a prefix', '<svg:script>alert(1)</svg:script>', 'script'],
    ['a foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>', 'script'],
    ['an event handler', '<rect onload="alert(1)"/>', 'script'],
    ['a script in a nested SVG', `<image href="data:image/svg+xml;base64,${nested('<script>alert(1)</script>')}"/>`, 'script'],
    ['an external picture', '<image href="https://example.com/a.png"/>', 'reference'],
    ['a file on disk', '<image xlink:href="file:///etc/passwd"/>', 'reference'],
    ['a relative picture', '<image href="logo.png"/>', 'reference'],
    ['a link away', '<a href="https://example.com"><text>hi</text></a>', 'reference'],
    ['a javascript: link', '<a href=" javascript:alert(1)"><text>hi</text></a>', 'reference'],
    ['an external style picture', '<rect style="fill:url(https://example.com/a.png)"/>', 'reference'],
    ['an external sheet', '<style>@import "https://example.com/a.css";</style>', 'reference'],
    ['image-set()', '<style>rect{background:image-set("https://example.com/a.png" 1x)}</style>', 'reference'],
    ['an embedded font (not a picture)', '<style>@font-face{src:url(data:font/woff2;base64,AAAA)}</style>', 'reference'],
    ['an embedded page', '<image href="data:text/html,<script>alert(1)</script>"/>', 'script'],
    ['an embedded text', '<image href="data:text/plain,hello"/>', 'reference'],
    ['a link set by an animation', '<image><set attributeName="href" to="https://example.com/a.png"/></image>', 'reference'],
    ['an entity', '<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]><text>&e;</text>', 'reference'],
    ['xml:base', '<g xml:base="https://example.com/"><use href="#a"/></g>', 'reference'],
  ] as const)('refuses %s', (_name, inner, problem) => {
    expect(svgProblem(Buffer.from(svg(inner)))).toBe(problem);
  });

  it('refuses SVGs nested deeper than three', () => {
    let inner = '<circle r="1"/>';
    for (let depth = 0; depth < 4; depth += 1) inner = `<image href="data:image/svg+xml;base64,${nested(inner)}"/>`;
    expect(svgProblem(Buffer.from(svg(inner)))).toBe('embeddedUnreadable');
  });

  it('reads the whole of an embedded picture whose size is stated past the first bytes', () => {
    // A JPEG with 100 KB of metadata before the frame header that gives its size (50,000 × 50,000).
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(0xfffd)]);
    const size = [0xc3, 0x50, 0xc3, 0x50];
    const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, ...size, 0x03, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), app1, app1, frame, Buffer.from([0xff, 0xd9])]);
    const text = svg(`<image href="data:image/jpeg;base64,${jpeg.toString('base64')}"/>`);
    expect(svgProblem(Buffer.from(text))).toBe('tooManyPixels');
  });
});
