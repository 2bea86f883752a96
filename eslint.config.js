import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Layers, enforced here rather than remembered (README, "Architecture"):
 * - a web screen (features/<screen>/) imports no other screen and nothing of app/ (app/ composes the screens; what
 *   screens share lives in review/, components/ or lib/), and those shared folders import no screen nor app/;
 * - the server's pure code (parsers, layouts, the matcher's engine/) imports no database, HTTP or worker code;
 * - SQL is written in a module's repo.ts (or, when it is long, its repo/ folder), in the SQL conditions a module
 *   shares with other modules' repositories (its sql/ folder: builders that run no query) and in db/ only;
 * - a module reaches another module through its service (or its sql/ conditions, or pure code), never its repo.
 */

const SQL_MESSAGE = 'SQL belongs in a repo.ts file (a repo/ folder, a sql/ folder of shared conditions, or db/): call the repository from here.';
const SQL_FILES = ['server/src/**/repo.ts', 'server/src/**/repo/**', 'server/src/modules/*/sql/**', 'server/src/db/**'];
const OTHER_MODULES_REPO = {
  regex: '^(\\.\\./)+(?!\\.)[^/]+/repo(\\.ts|/)',
  message: 'A module uses another module through its service (service.ts), never its repo.',
};
const PURE_IMPORTS = {
  paths: ['kysely', 'pg', 'fastify', '@electric-sql/pglite', 'piscina'].map((name) => ({
    name,
    message: 'Pure domain code: no database, HTTP or worker imports.',
  })),
  patterns: [{ regex: '/(db|http|workers)/', message: 'Pure domain code imports nothing of db/, http/ or workers/.' }],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'A screen imports no other screen: move what screens share to web/src/review/, components/ or lib/.' },
            { regex: '^\\.\\./\\.\\./app/', message: 'A screen imports nothing of app/ (app/ composes the screens): move what it needs to lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{components,lib,review}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/(features|app)/', message: 'Shared web code imports no screen and nothing of app/.' }] }],
    },
  },
  // Server files: the import rules of each kind of file in one place (a later block would replace, not add to, the
  // options of an earlier one).
  {
    files: ['server/src/**/*.ts'],
    ignores: SQL_FILES,
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_MESSAGE }], patterns: [OTHER_MODULES_REPO] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]', message: SQL_MESSAGE },
      ],
    },
  },
  {
    files: SQL_FILES.filter((glob) => glob !== 'server/src/db/**'),
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_MODULES_REPO] }] },
  },
  {
    files: ['server/src/parsing/**/*.ts', 'server/src/modules/{statements,layouts}/**/*.ts', 'server/src/modules/reconciliation/engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: PURE_IMPORTS.paths, patterns: [...PURE_IMPORTS.patterns, OTHER_MODULES_REPO] }] },
  },
);
