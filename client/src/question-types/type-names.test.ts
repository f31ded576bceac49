import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// One kind, one folder: a question type is written in its folder (question-types/<type>/) and its line in the
// registry, and the app's generic code asks the registry. So no type's name appears anywhere else in the client's
// code (eslint/client-boundaries.js keeps the imports apart; this keeps the names). Comments may still speak of a
// type by way of example; the code may not.

const SRC = join(import.meta.dirname, '..');

/**
 * Every way the code spells a type: Mcq, mcq, MCQ_*, Kriss_kross_puzzle, krisskross, KrissKross, kriss-kross,
 * Typed_answer, typed-answer, typedAnswer, TYPED_ANSWER_*.
 */
const TYPE_NAME = /mcq|kriss[-_ ]?kross|typed[-_ ]?answer/i;

/** Where a type's name belongs, and why. */
const ALLOWED: readonly RegExp[] = [
  // The type folders themselves, and the registry's table of them.
  /^question-types\/[^/]+\//,
  /^question-types\/registry\.ts$/,
  // The texts, keyed by what they are for: a type's own texts (krissKross.*, mcq.*, pages.mcqGame,
  // browse.typeKrissKross) are part of adding the type, and only its folder or its registry entry names their keys.
  /^i18n\/locales\//,
  // Tests and their fixtures play generic code with a real type's data (a quiz round, a kriss-kross race).
  /\.test\.tsx?$/,
  /^test\//,
  /^features\/host\/host-fixtures\.ts$/,
];

/** The code without its comments (kept line for line, so a finding names its line). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

it('names a question type only in its own folder and the registry', () => {
  const found = filesUnder(SRC)
    .map((file) => relative(SRC, file).split('\\').join('/'))
    .filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))
    .flatMap((path) =>
      withoutComments(readFileSync(join(SRC, path), 'utf8'))
        .split('\n')
        .flatMap((line, index) => (TYPE_NAME.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(found).toEqual([]);
});

it('finds a type name where one is written', () => {
  expect(TYPE_NAME.test(withoutComments("const TYPE_LABELS = { Mcq: 'a', Kriss_kross_puzzle: 'b' };"))).toBe(true);
  expect(TYPE_NAME.test(withoutComments("import x from '../../question-types/krisskross/play/x.tsx';"))).toBe(true);
  expect(TYPE_NAME.test(withoutComments('.game-card__cover--krisskross { color: red; }'))).toBe(true);
  expect(TYPE_NAME.test(withoutComments("t('typedAnswerStudio.alternatives'); href('/creator/game/typed-answer')"))).toBe(true);
  expect(TYPE_NAME.test(withoutComments("if (type === 'Typed_answer') return TYPED_ANSWER_MAX;"))).toBe(true);
  expect(TYPE_NAME.test(withoutComments('// a kriss-kross race\n/* the quiz (mcq.css) */'))).toBe(false);
});
