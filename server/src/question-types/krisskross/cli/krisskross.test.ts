import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerLetters, letterKey } from '@plw/shared/question-types/krisskross/graphemes';
import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { afterAll, describe, expect, it } from 'vitest';

// The kriss-kross command run for real, as `npm run krisskross` runs it: a valid file gives one JSON
// grid on stdout; bad input gives a message on stderr and exit code 2. Every other input rule is
// covered without a process in krisskross-input.test.ts.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'krisskross-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'server/src/question-types/krisskross/cli/krisskross.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
    });
  });
}

function file(name: string, content: unknown): string {
  const target = path.join(dir, name);
  writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  return target;
}

interface Output {
  rows: number;
  cols: number;
  cells: { row: number; col: number; letter: string }[];
  placements: { index: number; row: number; col: number; direction: 'Across' | 'Down'; number: number }[];
  metrics: Record<'placed' | 'components' | 'crossings' | 'area' | 'density' | 'ms', number>;
}

/** Every placement spells its answer in the printed cells. */
function spells(output: Output, answers: string[]): boolean {
  const grid = new Map(output.cells.map((c) => [`${c.row},${c.col}`, c.letter]));
  return output.placements.every((p) =>
    answerLetters(answers[p.index] ?? '').every((letter, k) => {
      const at = p.direction === 'Across' ? `${p.row},${p.col + k}` : `${p.row + k},${p.col}`;
      return letterKey(grid.get(at) ?? '', 'English') === letterKey(letter, 'English');
    }),
  );
}

// Written once, before the tests run side by side and read them.
file('not-json.json', '[{"answer": "Mars",');
file('object.json', { answer: 'Mars', direction: 'Across' });
file('empty.json', []);
file('digits.json', [{ answer: 'R2D2', direction: 'Across' }]);
file('no-direction.json', [{ answer: 'Mars' }]);

describe.concurrent('krisskross layout', { timeout: 30_000 }, () => {
  const questions = [
    { id: 'a', clue: 'Red planet', answer: 'Mars', direction: 'Across' },
    { clue: 'Our star', answer: 'Sun', direction: 'Down' },
    { answer: 'Saturn', direction: 'Across' },
    { answer: 'New York', direction: 'Down' },
  ];

  it('prints the grid as one JSON object', async () => {
    const result = await run('layout', file('valid.json', questions), '--seed', '7');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const output = JSON.parse(result.stdout) as Output;
    expect(Object.keys(output)).toEqual(['rows', 'cols', 'cells', 'placements', 'metrics']);
    expect(output.placements.map((p) => p.index)).toEqual([0, 1, 2, 3]);
    expect(output.placements.map((p) => p.direction)).toEqual(['Across', 'Down', 'Across', 'Down']);
    expect(Object.keys(output.metrics)).toEqual(['placed', 'components', 'crossings', 'area', 'density', 'ms']);
    expect(output.metrics.placed).toBe(4);
    expect(spells(output, questions.map((q) => q.answer))).toBe(true);
  });

  it('chooses directions itself with --auto', async () => {
    const answers = ['Mars', 'Sun', 'Saturn', 'Venus'];
    const result = await run('layout', file('auto.json', answers.map((answer) => ({ answer }))), '--auto');
    expect(result.code).toBe(0);
    expect(spells(JSON.parse(result.stdout) as Output, answers)).toBe(true);
  });

  it('guesses the language from the script and keeps whole letters in cells', async () => {
    const hindi = [
      { answer: 'क्षत्रिय', direction: 'Across' },
      { answer: 'हिन्दी', direction: 'Down' },
    ];
    const output = JSON.parse((await run('layout', file('hindi.json', hindi))).stdout) as Output;
    expect(output.cells.map((c) => c.letter).sort()).toEqual(['क्ष', 'त्रि', 'न्दी', 'य', 'हि'].sort());
  });

  it.each<[string, string[], RegExp]>([
    ['a file that is not JSON', ['layout', 'not-json.json'], /not valid JSON/],
    ['JSON that is not a list', ['layout', 'object.json'], /JSON array of questions/],
    ['an empty list', ['layout', 'empty.json'], /list of questions is empty/],
    ['an answer with digits', ['layout', 'digits.json'], new RegExp(QUESTION_MESSAGES.answerLettersOnly)],
    ['a missing direction without --auto', ['layout', 'no-direction.json'], new RegExp(QUESTION_MESSAGES.directionRequired)],
    ['a missing file', ['layout', 'missing.json'], /Cannot read .*missing\.json/],
  ])('rejects %s with exit code 2', async (_, args, message) => {
    const result = await run(...args.map((a) => (a.endsWith('.json') ? path.join(dir, a) : a)));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });
});
