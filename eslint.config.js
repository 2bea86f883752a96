import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Layers, enforced here rather than remembered (README, "Architecture"):
 * - a web screen (features/<screen>/) imports no other screen and nothing of app/ (app/ composes the screens; what
 *   screens share lives in review/, components/ or lib/), and those shared folders import no screen nor app/;
 * - the server's pure code (parsers, layouts, the matcher's engine/) imports no database, HTTP or worker code;
 * - SQL is written in a module's repo.ts (or, when it is long, its repo/ folder) and in db/ only. The files listed in
 *   SQL_OUTSIDE_REPOS still hold SQL from before the rule: the list only shrinks (issue 21).
 */
const SQL_OUTSIDE_REPOS = [
  'server/src/modules/reconciliation/eligible-lines.ts',
  'server/src/modules/reconciliation/pending-again.ts',
];

const SQL_MESSAGE = 'SQL belongs in a repo.ts file (a repo/ folder, or db/): call the repository from here.';
const sqlOnlyInRepos = {
  'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_MESSAGE }] }],
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]", message: SQL_MESSAGE },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!\\.\\./)', message: 'A screen imports no other screen: move what screens share to web/src/review/, components/ or lib/.' },
          { regex: '^\\.\\./\\.\\./app/', message: 'A screen imports nothing of app/ (app/ composes the screens): move what it needs to lib/.' },
        ],
      }],
    },
  },
  {
    files: ['web/src/{components,lib,review}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/(features|app)/', message: 'Shared web code imports no screen and nothing of app/.' }] }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/repo.ts', 'server/src/**/repo/**', 'server/src/db/**', ...SQL_OUTSIDE_REPOS],
    rules: sqlOnlyInRepos,
  },
  // After the SQL rule: for these files its import rule is replaced by this stricter one.
  {
    files: ['server/src/parsing/**/*.ts', 'server/src/modules/{statements,layouts}/**/*.ts', 'server/src/modules/reconciliation/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['kysely', 'pg', 'fastify', '@electric-sql/pglite', 'piscina'].map((name) => ({ name, message: 'Pure domain code: no database, HTTP or worker imports.' })),
        patterns: [{ regex: '/(db|http|workers)/', message: 'Pure domain code imports nothing of db/, http/ or workers/.' }],
      }],
    },
  },
);
