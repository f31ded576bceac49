import { readdirSync } from 'node:fs';

// One kind, one folder: each question type lives in `<workspace>/src/question-types/<type>/`, and generic code
// reaches it only through its workspace's registry (question-types/registry.ts, and the server's
// route-registry.ts). So outside the type folders only the registries may import a type folder, and a type
// folder may import its own files and generic code but never another type's folder. The type folders are read
// from disk, so a new type is checked without touching this file. The client is not held to this yet.

export const QUESTION_TYPE_WORKSPACES = ['shared', 'protocol', 'server'];

/** The registries: the one place per workspace that names every type's folder. */
const registries = QUESTION_TYPE_WORKSPACES.flatMap((workspace) => [
  `${workspace}/src/question-types/registry.ts`,
  `${workspace}/src/question-types/route-registry.ts`,
]);

/**
 * Code that is not generic but is no type's either, allowed to import type folders directly, each with why:
 * - server/src/demo: the demo's content is sample games of each type (puzzles and quizzes in their own JSON
 *   shapes), written with each type's own repository; a new type brings its demo games here or none.
 */
export const TYPE_FOLDER_IMPORTERS = ['server/src/demo/**'];

const typesOf = (workspace) =>
  readdirSync(new URL(`../${workspace}/src/question-types/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** An import of a type folder: `@plw/<ws>/question-types/<type>/...` or a relative `.../question-types/<type>/...`. */
const anyTypeFolder = '(^|/)question-types/[^/]+/';
const message = 'Reach a question type through its registry (question-types/registry.ts), not its folder.';

/** A type folder's import of another type's folder, by package path or relatively (`../<other>/...`). */
const otherTypeFolder = (type) => [`(^|/)question-types/(?!${type}/)[^/]+/`, `^\\.\\./(?!${type}/)[^./][^/]*/`];

const restricted = (regexes, why) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message: why })) }],
});

export default [
  {
    files: QUESTION_TYPE_WORKSPACES.map((workspace) => `${workspace}/src/**/*.ts`),
    ignores: [
      ...QUESTION_TYPE_WORKSPACES.map((workspace) => `${workspace}/src/question-types/*/**`),
      ...registries,
      ...TYPE_FOLDER_IMPORTERS,
      '**/*.test.ts',
    ],
    rules: restricted([anyTypeFolder], message),
  },
  ...QUESTION_TYPE_WORKSPACES.flatMap((workspace) =>
    typesOf(workspace).map((type) => ({
      files: [`${workspace}/src/question-types/${type}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: restricted(otherTypeFolder(type), `A question type's folder never imports another type's (${type}).`),
    })),
  ),
];
