// One lint and format tool for the whole repo: ESLint with typescript-eslint's strict rules and
// @stylistic for formatting (`npm run lint` checks, `npm run format` fixes).
import stylistic from '@stylistic/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import clientBoundaries from './eslint/client-boundaries.js';
import questionTypeBoundaries from './eslint/question-type-boundaries.js';
import serverBoundaries from './eslint/server-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.d.ts'] },
  ...tseslint.configs.strict,
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: true, jsx: true, arrowParens: true, braceStyle: '1tbs' }),
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@stylistic/max-len': ['error', { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true }],
      '@stylistic/operator-linebreak': ['error', 'before', { overrides: { '=': 'after' } }],
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...clientBoundaries,
  ...serverBoundaries,
  ...questionTypeBoundaries,
);
