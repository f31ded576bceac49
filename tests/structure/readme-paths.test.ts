// The READMEs name the files a change starts from; a file that moved leaves a false claim behind. Every path they
// name in backticks under a workspace or tests/ must exist (templates such as `<type>` and globs aside).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOCUMENTS = ['README.md', 'protocol/src/socket/README.md', 'tests/bench/CAPACITY.md'];
const ROOTS = /^(?:client|server|shared|protocol|tests|eslint|\.ci)\//u;
/** Made by a build, not kept in the repository. */
const BUILT = new Set(['client/dist']);

const repoRoot = new URL('../../', import.meta.url);

function namedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([\w./-]+\/[\w./-]*)`/gu)].map(([, path]) => path ?? '');
  return [...new Set(quoted)].filter((path) => ROOTS.test(path) && !path.includes('...') && !BUILT.has(path));
}

describe('paths the documentation names', () => {
  it.each(DOCUMENTS)('exist, for every path %s names', (document) => {
    const text = readFileSync(new URL(document, repoRoot), 'utf8');
    const missing = namedPaths(text).filter((path) => !existsSync(new URL(path, repoRoot)));
    expect(missing).toEqual([]);
  });

  it('finds a path in backticks, and leaves templates and globs out', () => {
    expect(namedPaths('see `server/src/app.ts`, `client/src/question-types/<type>/` and `tests/**/*.ts`')).toEqual([
      'server/src/app.ts',
    ]);
  });
});
