import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (STYLE.md): the contract imports nothing of ours; the API and the web app
 * never import each other; inside the web app, shared code (components, lib) never imports a
 * feature, and a feature never imports another feature or the app shell.
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
      'no-restricted-imports': noImport([
        '@printhub/web',
        '@printhub/web/*',
        '**/apps/web/**',
        'react',
        'react-dom',
      ]),
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
    rules: { 'no-restricted-imports': noImport([...WEB_FORBIDDEN, '@/app/*', '**/app/**']) },
  },
);
