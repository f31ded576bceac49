// Holds every source file to 300 lines at most, so none grows back into the 600-line files the style guide warns
// against. The generated locale tables are exempt: each is one long table of texts, read key by key, never whole.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const LOCALE_TABLES = 'client/src/i18n/locales/';

const repoRoot = new URL('../../', import.meta.url);

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' });
  return listed.split('\0').filter((path) => path !== '' && !path.startsWith(LOCALE_TABLES));
}

function lineCount(path: string): number {
  const text = readFileSync(new URL(path, repoRoot), 'utf8');
  // Counted as `wc -l` counts: one line per newline.
  return text.split('\n').length - 1;
}

describe('source file length', () => {
  const lengths = new Map(sourceFiles().map((path) => [path, lineCount(path)]));

  it(`keeps every source file outside the locale tables to ${MAX_LINES} lines`, () => {
    const tooLong = [...lengths]
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([path, lines]) => `${path} (${lines} lines)`);
    expect(tooLong).toEqual([]);
  });
});
