import type { RoundResults } from '@plw/protocol/rest/rounds';

// A round's results as a spreadsheet: RFC 4180 CSV (every field quoted when it must be, CRLF line ends), UTF-8
// with a byte order mark so Excel reads Malayalam and Arabic names as written.

const BOM = '\uFEFF';
const RIGHT = '✓';
const WRONG = '✗';

/** Characters a spreadsheet may split cells at when it opens a CSV: German Excel splits at ';', others at tabs. */
const SEPARATORS = ',;\t|\r\n';
/** A cell a spreadsheet runs as a formula starts with one of these (spaces before it are skipped by some). */
const FORMULA_START = new RegExp(`(^|[${SEPARATORS}])([\\s]*[=+\\-@])`, 'gu');

const NEEDS_QUOTES = new RegExp(`["${SEPARATORS}]`, 'u');

/**
 * One text field, safe in any locale's spreadsheet. Player names and answers are typed by players, so wherever a
 * cell could begin (the field's start, or after any character some spreadsheet splits at) and a formula character
 * follows, an apostrophe goes before it: Excel and LibreOffice take a cell opening with one as text. And a field
 * holding a quote or any of those separators is quoted, its quotes doubled, so a reader honouring quotes never
 * splits it, whichever separator its locale uses.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = value.replace(FORMULA_START, (_, separator: string, start: string) => `${separator}'${start}`);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function resultsCsv(results: RoundResults): string {
  const header = [
    'Rank',
    'Player',
    'Points',
    'Correct',
    ...results.questions.map((question, index) => `Q${index + 1} ${question.question}`),
  ];
  const rows = results.players.map((player) => [
    player.rank,
    player.name,
    player.points,
    player.correct,
    ...player.answers.map((answer) => (answer ? `${answer.answer} ${answer.correct ? RIGHT : WRONG}` : '')),
  ]);
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A download name any browser and file system takes: the game's name in ASCII letters and digits, else "round". */
export function resultsFileName(gameName: string, endsAt: number | null): { ascii: string; utf8: string } {
  const date = endsAt === null ? '' : `-${new Date(endsAt).toISOString().slice(0, 10)}`;
  const slug = gameName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  const unicode = gameName.replace(/[\p{Cc}\\/:*?"<>|\s]+/gu, ' ').trim().slice(0, 80);
  return { ascii: `${slug || 'round'}-results${date}.csv`, utf8: `${unicode || 'round'} results${date}.csv` };
}

/** `Content-Disposition` for the download, with the UTF-8 name for browsers that read it (RFC 6266). */
export function attachmentHeader(name: { ascii: string; utf8: string }): string {
  const encoded = encodeURIComponent(name.utf8).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}
