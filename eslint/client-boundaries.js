// Client boundaries (bulletproof-react): features do not import each other. What several features share lives
// in lib/ or ui/, or in a kit (kits/<name>/) that others use through its index.ts only; app/ (and main.tsx, the
// entry, which no element pattern names) composes them all.
import boundaries from 'eslint-plugin-boundaries';

const elements = [
  { type: 'app', pattern: 'client/src/app' },
  { type: 'feature', pattern: 'client/src/features/*', capture: ['featureName'] },
  { type: 'kit', pattern: 'client/src/kits/*', capture: ['kitName'] },
  { type: 'lib', pattern: 'client/src/lib' },
  { type: 'ui', pattern: 'client/src/ui' },
  { type: 'i18n', pattern: 'client/src/i18n' },
  { type: 'test', pattern: 'client/src/test' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const kitIndex = { to: { element: { type: 'kit', fileInternalPath: 'index.ts' } } };

const policies = [
  { from: { element: { type: 'app' } }, allow: [to('app', 'feature', 'kit', 'lib', 'ui', 'i18n')] },
  { from: { element: { type: 'feature' } }, allow: [to('lib', 'ui', 'i18n'), kitIndex] },
  { from: { element: { type: 'kit' } }, allow: [to('lib', 'ui', 'i18n'), kitIndex] },
  { from: { element: { types: { anyOf: ['lib', 'ui', 'i18n'] } } }, allow: [to('lib', 'ui', 'i18n')] },
  { from: { element: { type: 'test' } }, allow: [to('app', 'feature', 'kit', 'lib', 'ui', 'i18n')] },
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
