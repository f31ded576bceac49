// Client boundaries (bulletproof-react): features do not import each other. What several features share lives
// in lib/ or ui/, or in a kit (kits/<name>/) that others use through its index.ts only; app/ (and main.tsx, the
// entry, which no element pattern names) composes them all.
// Each question type is one folder, question-types/<type>/ (its pages, editors and kit entry). Outside its folder
// only question-types/registry.ts imports it: features, kits and app ask the registry and never name a type. A type
// folder may use lib, ui, i18n, kits and the generic features it plugs into (studio's frames, review's page), and
// the contract every type fills in (question-type-contract.ts); never another type's folder.
import boundaries from 'eslint-plugin-boundaries';

const elements = [
  { type: 'app', pattern: 'client/src/app' },
  { type: 'feature', pattern: 'client/src/features/*', capture: ['featureName'] },
  { type: 'kit', pattern: 'client/src/kits/*', capture: ['kitName'] },
  { type: 'lib', pattern: 'client/src/lib' },
  { type: 'ui', pattern: 'client/src/ui' },
  { type: 'i18n', pattern: 'client/src/i18n' },
  { type: 'test', pattern: 'client/src/test' },
  // Each folder in question-types/ is one question type; the files beside them are the registry and the contract.
  { type: 'question-type', pattern: 'client/src/question-types/*', capture: ['typeName'] },
  { type: 'question-types', pattern: 'client/src/question-types' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const kitIndex = { to: { element: { type: 'kit', fileInternalPath: 'index.ts' } } };
const typesFile = (file) => ({ element: { type: 'question-types', fileInternalPath: file } });
const registry = { to: typesFile('registry.ts') };
const contract = { to: typesFile('question-type-contract.ts') };
const captured = { typeName: '{{ from.element.captured.typeName }}' };
const sameType = { to: { element: { type: 'question-type', captured } } };

const policies = [
  { from: { element: { type: 'app' } }, allow: [to('app', 'feature', 'kit', 'lib', 'ui', 'i18n'), registry] },
  { from: { element: { type: 'feature' } }, allow: [to('lib', 'ui', 'i18n'), kitIndex, registry] },
  { from: { element: { type: 'kit' } }, allow: [to('lib', 'ui', 'i18n'), kitIndex, registry] },
  { from: { element: { types: { anyOf: ['lib', 'ui', 'i18n'] } } }, allow: [to('lib', 'ui', 'i18n')] },
  { from: { element: { type: 'test' } }, allow: [to('app', 'feature', 'kit', 'lib', 'ui', 'i18n'), registry] },
  { from: typesFile('registry.ts'), allow: [to('question-type'), contract] },
  { from: typesFile('question-type-contract.ts'), allow: [to('i18n')] },
  { from: { element: { type: 'question-type' } }, allow: [to('feature', 'lib', 'ui', 'i18n'), contract, kitIndex, sameType] },
];

// A test renders the app around what it tests (test/render-app, app/router): that is all it may add.
const testPolicies = policies.map((policy) => ({ ...policy, allow: [...policy.allow, to('app', 'test')] }));

const settings = {
  'boundaries/elements': elements,
  'import/resolver': { typescript: { project: 'client/tsconfig.json' } },
};

export default [
  {
    files: ['client/src/**/*.ts', 'client/src/**/*.tsx'],
    plugins: { boundaries },
    settings,
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
  },
  {
    files: ['client/src/**/*.test.ts', 'client/src/**/*.test.tsx'],
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: testPolicies }] },
  },
];
