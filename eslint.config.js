import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (STYLE.md): the contract imports nothing of ours; the API and the web app
 * never import each other; inside the web app, shared code (components, lib) never imports a
 * feature, and a feature never imports another feature or the app shell.
 */
const noImport = (patterns) => ['error', { patterns: patterns.map((group) => ({ group, message: 'Import boundary (see eslint.config.js)' })) }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': noImport(['@printhub/api*', '@printhub/web*', 'fastify*', 'react*', '**/apps/**']) },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': noImport(['@printhub/web*', '**/apps/web/**', 'react', 'react-dom']) },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': noImport(['@printhub/api*', '**/apps/api/**', 'fastify*', 'drizzle-orm*', 'pg']),
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: { 'no-restricted-imports': noImport(['@/features/*', '@/app/*', '**/features/**', '**/app/**']) },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': noImport(['@/app/*', '**/app/**']) },
  },
);
