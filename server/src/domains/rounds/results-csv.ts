import type { RoundResults } from '@plw/protocol/rest/rounds';

// A round's results as a spreadsheet: RFC 4180 CSV (every field quoted when it must be, CRLF line ends), UTF-8
// with a byte order mark so Excel reads Malayalam and Arabic names as written.

const BOM = '\uFEFF';
const RIGHT = '✓';
const WRONG = '✗';

/**
 * One field: quoted when it holds a comma, quote or line break, its quotes doubled. Text a spreadsheet would run
 * as a formula (=, +, -, @ first) gets a leading apostrophe: player names and answers are typed by players.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
