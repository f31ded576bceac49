import { rasterSizeProblem } from './image-dimensions.ts';

// What an uploaded SVG may hold. Its own declared size costs nothing (it is drawn at the size the page gives
// it), but a picture embedded in it as a data: URL is decoded at its own size: a 300-byte SVG can wrap a PNG
// declaring 50,000 × 50,000 pixels. So every embedded picture is judged by its header like an uploaded one
// (a nested SVG by these same rules), and nothing may run or come from outside the file: no scripts, event
// handlers or foreignObject, and no reference that is not a fragment (#id) or a data: image. Ways to hide a
// reference from this reading (entities, @import, image-set(), animating a link) are refused as references;
// XML character references and CSS escapes are undone before reading, as the browser would.

export type SvgProblem = 'script' | 'reference' | 'embeddedUnreadable' | 'tooManyPixels';

/** How deep SVGs may be embedded in SVGs. */
const MAX_NESTING = 3;
/** Enough of an embedded picture for any header that sits at its start; the whole is read only when not. */
const HEADER_BYTES = 64 * 1024;

/** A start tag's name; its attributes follow, one ATTRIBUTE after another (a value never holds `<`). */
const TAG_NAME = /<[^\s<>/!?="']+/;
const ATTRIBUTE = /\s+([^\s=<>/"']+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;
const ACTIVE_ELEMENT = /<(?:[^\s<>/!?="':]+:)?(?:script|foreignObject)(?=[\s/>])/i;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/gi;
/** A `data:` URL anywhere, not the end of a longer scheme; it runs to a quote, bracket or tag. */
const DATA_URL = /(?<![a-z0-9+.-])data:[^"'()<>]*/gi;

/** Why an SVG document cannot be kept, or null when it may. */
export function svgProblem(bytes: Uint8Array): SvgProblem | null {
  const text = utf8(bytes);
  return text === null ? 'embeddedUnreadable' : documentProblem(text, 0);
}

function documentProblem(svg: string, depth: number): SvgProblem | null {
  if (ACTIVE_ELEMENT.test(svg)) return 'script';
  if (/<!ENTITY/i.test(svg)) return 'reference';
  for (const [rawName, value] of attributesOf(svg)) {
    const name = localName(rawName);
    if (name.startsWith('on')) return 'script';
    if (name === 'base' || (name === 'attributename' && /href$/i.test(value.trim()))) return 'reference';
    if (name === 'href' || name === 'src') {
      const problem = referenceProblem(value, depth);
      if (problem) return problem;
    }
  }
  // Style sheets, style attributes and presentation attributes are CSS: read them as CSS would.
  const css = cssUnescape(xmlUnescape(svg));
  if (/@import|image-set\(/i.test(css)) return 'reference';
  for (const [, double, single, bare] of css.matchAll(URL_FUNCTION)) {
    const problem = referenceProblem(double ?? single ?? bare ?? '', depth);
    if (problem) return problem;
  }
  // Whatever context the reading above missed, an embedded picture is still judged wherever it stands.
  for (const [url] of css.matchAll(DATA_URL)) {
    const problem = dataUrlProblem(url, depth, true);
    if (problem) return problem;
  }
  return null;
}

/**
 * Every attribute of every start tag, its value as the XML parser gives it, read in one pass without
 * backtracking. The patterns are copied per call: a scan keeps its place in them, and nested SVGs scan too.
 */
function* attributesOf(svg: string): Generator<[name: string, value: string]> {
  const tags = new RegExp(TAG_NAME.source, 'g');
  const attribute = new RegExp(ATTRIBUTE.source, 'y');
  for (let tag = tags.exec(svg); tag; tag = tags.exec(svg)) {
    attribute.lastIndex = tags.lastIndex;
    for (let found = attribute.exec(svg); found; found = attribute.exec(svg)) {
      tags.lastIndex = attribute.lastIndex;
      yield [found[1] ?? '', xmlUnescape(found[2] ?? found[3] ?? '')];
    }
  }
}

function referenceProblem(value: string, depth: number): SvgProblem | null {
  // As the URL parser reads it: tabs and newlines dropped anywhere, controls and spaces trimmed at the ends.
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '' || url.startsWith('#')) return null;
  return /^data:/i.test(url) ? dataUrlProblem(url, depth, false) : 'reference';
}

/**
 * An embedded data: URL. A reference must be a picture; text that merely looks like a data: URL (`found`
 * outside a reference) is judged only when it says it is one.
 */
function dataUrlProblem(url: string, depth: number, found: boolean): SvgProblem | null {
  const comma = url.indexOf(',');
  const header = comma < 0 ? '' : latin1(percentDecode(url.slice('data:'.length, comma))).trim();
  const base64 = /;\s*base64$/i.test(header);
  const mime = (header.replace(/;\s*base64$/i, '').split(';')[0] ?? '').trim().toLowerCase();
  if (comma < 0 || !mime.startsWith('image/')) return found ? null : 'reference';
  const body = url.slice(comma + 1);

  const head = decodeBody(body, base64, HEADER_BYTES);
  if (mime === 'image/svg+xml' || looksLikeMarkup(head.bytes)) {
    if (depth >= MAX_NESTING) return 'embeddedUnreadable';
    const text = utf8(head.whole ? head.bytes : decodeBody(body, base64, Infinity).bytes);
    return text === null ? 'embeddedUnreadable' : documentProblem(text, depth + 1);
  }
  let problem = rasterSizeProblem(head.bytes);
  // A header further in (JPEG after large metadata, TIFF): read the whole picture.
  if (problem === 'unreadable' && !head.whole) problem = rasterSizeProblem(decodeBody(body, base64, Infinity).bytes);
  if (problem === 'unreadable') return 'embeddedUnreadable';
  return problem;
}

/** At least `limit` bytes of a data: URL's body (all of it when shorter), and whether that is all. */
function decodeBody(body: string, base64: boolean, limit: number): { bytes: Buffer; whole: boolean } {
  const raw = percentDecode(body);
  if (!base64) return { bytes: raw.subarray(0, limit), whole: raw.byteLength <= limit };
  // Browsers skip ASCII whitespace in base64; Node's decoder skips it too.
  const text = latin1(raw).replace(/[\t\n\f\r ]/g, '');
  const chars = Math.ceil(limit / 3) * 4;
  return { bytes: Buffer.from(text.slice(0, chars), 'base64'), whole: text.length <= chars };
}

function percentDecode(text: string): Buffer {
  const raw = Buffer.from(text, 'utf8');
  if (!raw.includes(0x25)) return raw;
  const out = Buffer.alloc(raw.byteLength);
  let length = 0;
  for (let i = 0; i < raw.byteLength; i += 1) {
    const hex = raw[i] === 0x25 ? raw.subarray(i + 1, i + 3).toString('latin1') : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out[length] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      out[length] = raw[i] ?? 0;
    }
    length += 1;
  }
  return out.subarray(0, length);
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const XML_REFERENCE = /&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi;

function xmlUnescape(text: string): string {
  return text.replace(XML_REFERENCE, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return XML_ENTITIES[name] ?? whole;
    return codePoint(hex === undefined ? Number(decimal) : Number.parseInt(hex, 16)) ?? whole;
  });
}

function cssUnescape(text: string): string {
  return text.replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|([\s\S]))/gi, (_whole, hex?: string, other?: string) => {
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16)) ?? '\ufffd';
    // An escaped newline continues the line; any other escaped character stands for itself.
    return other === undefined || other === '\n' || other === '\r' || other === '\f' ? '' : other;
  });
}

function codePoint(value: number): string | null {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : null;
}

const localName = (name: string) => (name.split(':').pop() ?? '').toLowerCase();
const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/** An SVG starts with `<` (after a byte-order mark and spaces); no raster format does. */
function looksLikeMarkup(bytes: Buffer): boolean {
  return /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*</.test(latin1(bytes.subarray(0, 64)));
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
