import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';

/**
 * Every folder under apps/web/src/features is a feature: read here, so a new one is covered without editing
 * this file. A feature imports only itself and the shared layers (components/, lib/, i18n/, @pidsus/shared);
 * app/ (router, layout, live updates) is where features are combined.
 */
const webFeatures = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message: `A feature does not import another feature: move what both need to components/, lib/ or packages/shared.`,
  })),
  {
    target: [`./${web}/components`, `./${web}/lib`],
    from: `./${web}/features`,
    message: 'Shared code (components/, lib/) does not depend on a feature.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app does not import the server: what both need lives in packages/shared.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/.tmp/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    // Node's resolution with the TypeScript extensions: the web's imports are relative or packages.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
    },
  },
  {
    // A screen loads what it shows (docs/conventions.md §18): `@pidsus/shared` evaluates every schema with zod (~700 ms
    // of a phone's CPU), so the web takes its values from `@pidsus/shared/constants` and each form the schemas it uses
    // from their own module (`@pidsus/shared/schemas/<name>`, a file of its own in the build). Types are free.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pidsus/shared',
              allowTypeImports: true,
              message:
                "Values come from '@pidsus/shared/constants', schemas from '@pidsus/shared/schemas/<name>': the whole package brings every schema to the screen (docs/conventions.md §18).",
            },
          ],
        },
      ],
    },
  },
  {
    // zod's messages in Indonesian are set in packages/shared/src/zod.ts: a schema module takes `z` from there, so the
    // setting is made whichever schema module a screen loads alone (docs/conventions.md §18).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts', 'packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from '../zod': it sets zod's messages in Indonesian first.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // better-sqlite3 12 aborts under Node 24 and 13 does not load on Node 20: the server takes the one that
    // fits the running Node from db/sqlite-driver.ts (types may still come from 'better-sqlite3').
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/db/sqlite-driver.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'better-sqlite3',
              allowTypeImports: true,
              message: 'Import { SQLite } from db/sqlite-driver: it picks the better-sqlite3 that works on this Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // An Intl object is made at its first use, never as a module loads: a page's first one costs it 30–80 ms of main
    // thread (ICU's data; 120–300 ms on a phone's CPU), and the login page loads the modules of dates and money but
    // writes neither (docs/performance.md, "Intl's formats made at their first use").
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message:
            'Make the Intl object at its first use (`format ??= new Intl…` in a function), not as the module loads.',
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // A file over 300 lines of code is split by job (docs/conventions.md). Named exceptions only: the interface's
    // texts (one place to read the whole language) and the demo data (one office's worth of invented cases).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/web/src/i18n/**', 'apps/server/src/cli/demo-data.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The server's modules depend one way: no import cycle, however long (docs/architecture.md, "Where a new module
    // goes").
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
