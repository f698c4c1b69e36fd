import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

import { signedInChunk } from './scripts/chunk-groups.ts';

const API_TARGET = 'http://127.0.0.1:3000';

const ALL_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
/** Test files run with modules of their own (see `test.projects`): those that mock a module, and those whose MUI focus state another file's keyboard events would change. */
const ISOLATED_TESTS = [
  'src/app/__tests__/signed-in-load-order.test.tsx',
  'src/components/__tests__/print-tickets-button.test.tsx',
  'src/components/date-field/__tests__/date-field.test.tsx',
  'src/features/orders/__tests__/order-files-card.test.tsx',
  'src/features/orders/__tests__/order-files-preflight.test.tsx',
  'src/features/orders/__tests__/order-list-filters-failure.test.tsx',
  'src/features/qr-codes/__tests__/qr-codes-page.test.tsx',
  'src/features/qr-codes/__tests__/qr-download.test.ts',
  'src/features/referrals/__tests__/referrals-page.test.tsx',
  'src/lib/__tests__/notices-before-mount.test.tsx',
];

const nodeModule = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/**
 * A few vendor chunks that change seldom and every screen needs, so a new build leaves them cached. The MUI
 * group takes only what the page's entry loads (`$initial`: the styling engine, the theme, the baseline and
 * the few components of the loading state) in one chunk; the parts only some screens use (Grid, Container,
 * the menus' roving focus, useMediaQuery) and the other components stay with the screens that draw them, so
 * /login loads only its own.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router|@tanstack'), priority: 4 },
  {
    name: 'mui-core',
    test: nodeModule('@emotion|stylis|@mui[\\\\/](system|utils|styled-engine|private-theming|material)'),
    priority: 3,
    tags: ['$initial' as const],
  },
  // The outlined input's parts, which the sign-in form and most screens draw: one chunk instead of five.
  {
    name: 'mui-input',
    test: nodeModule(
      '@mui[\\\\/]material[\\\\/](FormControl|FormLabel|InputLabel|InputBase|OutlinedInput|FormHelperText|InputAdornment)',
    ),
    priority: 2,
    includeDependenciesRecursively: false,
  },
  // The chart libraries alone: with what they import, the group would take in modules the entry needs.
  {
    name: 'charts',
    test: nodeModule('@visx|d3-[a-z-]+'),
    priority: 1,
    includeDependenciesRecursively: false,
  },
  // What most signed-in screens load in one chunk, the routes' table's imports in another: scripts/chunk-groups.ts.
  { name: signedInChunk, includeDependenciesRecursively: false },
];

export default defineConfig({
  plugins: [
    react(),
    // A Brotli and a gzip copy beside each text file, which the API sends (@fastify/static `preCompressed`).
    compression({ algorithms: ['gzip', 'brotliCompress'], include: /\.(js|css|svg|json|webmanifest|txt)$/ }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': API_TARGET, '/referral_app': API_TARGET, '/coupon_app': API_TARGET },
  },
  build: {
    // No source maps: the server would not serve them anyway (plugins/web.ts).
    sourcemap: false,
    // scripts/check-bundle-budgets.ts reads what each route loads from it.
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that is one.
    maxWorkers: 2,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Most files share their worker's loaded modules and jsdom: loading React, MUI and jsdom once per worker
    // instead of once per file takes about two thirds off the suite's CPU. setup.ts resets, after each test,
    // what the app keeps at module level. The files below need modules of their own: they mock a module
    // (vi.mock), or test what happens before a lazily loaded module first arrives.
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ALL_TESTS, exclude: ISOLATED_TESTS },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
    // Two cores run every test file at once: first renders of MUI screens (lazy chunks, date pickers)
    // can take seconds under that load, so the limits leave room for it.
    testTimeout: 15_000,
  },
});
