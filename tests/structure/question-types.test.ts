import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One kind, one folder (STYLE.md): generic code never names a question type; it asks its workspace's registry.
// This walks the source of each checked workspace and reports every identifier and string (comments aside) that
// names a type, outside the type folders (`<src>/question-types/<type>/`), the registries, and the few places
// listed below that must name types, each with why. Tests (`*.test.ts`) may name types: they state what the
// product does with real ones. The lint rule in eslint/question-type-boundaries.js keeps the imports in line.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspaces held to the rule. The client joins with one line: 'client/src'. */
const CHECKED = ['shared/src', 'protocol/src', 'server/src'];

/**
 * A type named in code: its game type (`Mcq`, `Kriss_kross_puzzle`, `Typed_answer`), its path name and table prefix
 * (`mcq`, `krisskross`, `typed-answer`, `typed_answer`), and every identifier built from them (`mcqQuestionSchema`,
 * `KRISSKROSS_TYPE`, `krissKross...`, `typedAnswer...`), case aside. Product prose ("kriss-kross", "quiz",
 * "type the answer") in messages and summaries is wording, not a name: not matched.
 */
const TYPE_NAME = /mcq|krisskross|kriss_kross|typed[-_ ]?answer/i;

/** Where a type may be named: its own folder and the registries that list every type. */
const TYPE_PLACES = [/\/question-types\/[^/]+\//, /\/question-types\/(route-)?registry\.ts$/];

interface Exception {
  /** A file, or a folder ending in '/'. */
  path: string;
  /** The names it may use; every name when absent. */
  names?: readonly string[];
  why: string;
}

/** Generic places that must name types for good reason. */
const EXCEPTIONS: readonly Exception[] = [
  {
    path: 'shared/src/constants.ts',
    names: ['Kriss_kross_puzzle', 'Mcq', 'Typed_answer', 'MCQ_OPTION_COUNT'],
    why: "GAME_TYPES is the list of types every schema and table is typed by; the quiz's option count is one of "
      + "spec 9's limits, kept with the others",
  },
  {
    path: 'shared/src/schemas/questions.ts',
    names: ['MCQ_OPTION_COUNT'],
    why: "QUESTION_MESSAGES is the question forms' one table of spec 5 messages, the quiz's option count among them",
  },
  {
    path: 'server/src/db/migrations/',
    why: 'migrations create and fill each type\'s table and never change once shipped',
  },
  {
    path: 'server/src/db/migrate.ts',
    names: ['typedAnswerQuestions', './migrations/0022-typed-answer-questions.ts', '0022-typed-answer-questions'],
    why: 'lists every migration in order by its file name, and a migration that creates a type\'s table is named '
      + 'after it',
  },
  {
    path: 'server/src/db/schema.ts',
    names: [
      'McqQuestionsTable',
      'KrissKrossQuestionsTable',
      'TypedAnswerQuestionsTable',
      'mcq_questions',
      'krisskross_questions',
      'typed_answer_questions',
    ],
    why: "Kysely's Database type declares every table, each type's table of questions among them",
  },
  {
    path: 'server/src/db/tables/games.ts',
    names: ['McqQuestionsTable', 'KrissKrossQuestionsTable', 'TypedAnswerQuestionsTable'],
    why: "the games' table types, each type's table of questions among them, composed into schema.ts's Database",
  },
  {
    path: 'server/src/demo/',
    why: "the demo's content is sample games of each type in its own JSON shape, written with the type's own "
      + 'repository (eslint/question-type-boundaries.js allows it the same way)',
  },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** Every identifier and string in a file that names a type, with its line. */
function typeNamesIn(file: string): { line: number; name: string }[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  // Most files name no type even in a comment: they need no parse.
  if (!TYPE_NAME.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; name: string }[] = [];
  const visit = (node: ts.Node) => {
    const named = ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteralLike(node)
      || ts.isTemplateLiteralToken(node) || ts.isJsxText(node);
    if (named && TYPE_NAME.test(node.text)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, name: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const exceptionFor = (file: string) =>
  EXCEPTIONS.find((exception) => (exception.path.endsWith('/') ? file.startsWith(exception.path) : file === exception.path));

/** What generic code names of types, as `file:line name`, with the exceptions' allowed names left out. */
function typeNamesInGenericCode(workspaces: readonly string[]): string[] {
  return workspaces.flatMap((workspace) =>
    [...sourceFiles(workspace)]
      .filter((file) => !TYPE_PLACES.some((place) => place.test(file)))
      .flatMap((file) => {
        const exception = exceptionFor(file);
        if (exception && !exception.names) return [];
        return typeNamesIn(file)
          .filter(({ name }) => !exception?.names?.includes(name))
          .map(({ line, name }) => `${file}:${line} ${name}`);
      }),
  );
}

describe('question types live in their own folders', () => {
  it('leaves generic code in shared, protocol and server naming no question type', () => {
    expect(typeNamesInGenericCode(CHECKED)).toEqual([]);
  });

  it('catches a type named in an identifier, a string or a path, and not in a comment', () => {
    const names = typeNamesIn('tests/fixtures/structure/names-a-type.ts').map(({ name }) => name);
    expect(names).toEqual(['mcqCount', 'Kriss_kross_puzzle', '../question-types/krisskross/entry.ts']);
  });

  it('lists each exception once, for a file or folder that exists', () => {
    const paths = EXCEPTIONS.map((exception) => exception.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const exception of EXCEPTIONS) {
      expect(existsSync(path.join(root, exception.path)), exception.path).toBe(true);
      expect(exception.why.length).toBeGreaterThan(20);
    }
  });
});
