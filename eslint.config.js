import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = 'apps/web/src/features';

/**
 * Import boundaries, enforced here rather than promised in a comment:
 * - the contract imports nothing of ours, and neither React nor Fastify;
 * - the API and the web app never import each other;
 * - inside the web app, imports flow lib/components → features → app: shared code never imports a
 *   feature or the shell, and a feature never imports another feature or the shell.
 */
const noImport = (group) => [
  'error',
  { patterns: [{ group, message: 'Import boundary: see eslint.config.js' }] },
];
const WEB_FORBIDDEN = [
  '@printhub/api',
  '@printhub/api/*',
  '**/apps/api/**',
  'fastify',
  'fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
];
const API_FORBIDDEN = ['@printhub/web', '@printhub/web/*', '**/apps/web/**', 'react', 'react-dom'];

/** One zone per feature: everything under features/ but the feature itself is out of bounds. */
const featureZones = fs
  .readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${FEATURES}/${name}`,
    from: `./${FEATURES}`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what they share to components/ or lib/.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/contract/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          pathGroups: [
            { pattern: '@printhub/**', group: 'internal', position: 'before' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['type'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([
        '@printhub/*',
        'fastify',
        'fastify/*',
        'react',
        'react/*',
        'react-dom',
        '**/apps/**',
      ]),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(API_FORBIDDEN),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': noImport(WEB_FORBIDDEN),
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': noImport([
        ...WEB_FORBIDDEN,
        '@/features/*',
        '@/app/*',
        '**/features/**',
        '**/app/**',
      ]),
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': noImport([...WEB_FORBIDDEN, '@/app/*', '**/app/**']),
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  // Services hold the rules and routes stay thin; queries live in repositories, so neither imports the query builder or the schema.
  {
    files: ['apps/api/src/modules/**/*.service.ts', 'apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': noImport([
        ...API_FORBIDDEN,
        'drizzle-orm',
        'drizzle-orm/*',
        '**/db/schema',
        '**/db/schema/*',
      ]),
    },
  },
);
