import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import type { UserConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';
const OUT_DIR = 'dist';
const SIGN_IN_SOURCE = 'src/app/sign-in-entry.tsx';
/** Where the sign-in build writes its manifest, relative to OUT_DIR (the app build and the budgets read it). */
export const SIGN_IN_MANIFEST = '.vite/sign-in-manifest.json';

const ALL_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
/** Test files run with modules of their own (see `test.projects`). */
const ISOLATED_TESTS = [
  'src/components/date-field/__tests__/date-field.test.tsx',
  'src/features/orders/__tests__/order-files-card.test.tsx',
  'src/features/qr-codes/__tests__/qr-codes-page.test.tsx',
  'src/features/qr-codes/__tests__/qr-download.test.ts',
  'src/features/referrals/__tests__/referrals-page.test.tsx',
];

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

/**
 * `vite build --mode sign-in`, run first by `npm run build`: the sign-in screen as a graph of its own, so a
 * visit that starts at /login loads only what signing in needs. It empties dist/; the app build adds to it.
 */
const signInBuild: UserConfig = {
  plugins: [react()],
  resolve,
  publicDir: false,
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // No source maps in the build: the server would not serve them anyway (plugins/web.ts).
    sourcemap: false,
    manifest: SIGN_IN_MANIFEST,
    rollupOptions: {
      input: { 'sign-in': SIGN_IN_SOURCE },
      // main.ts imports this bundle and calls its mountSignIn().
      preserveEntrySignatures: 'exports-only',
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
};

/** The built sign-in bundle's URL, from the manifest the sign-in build wrote. */
function builtSignInEntry(): string {
  const manifestPath = fileURLToPath(new URL(`./${OUT_DIR}/${SIGN_IN_MANIFEST}`, import.meta.url));
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the sign-in bundle first (npm run build does both)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[SIGN_IN_SOURCE];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${SIGN_IN_SOURCE}`);
  return `/${entry.file}`;
}

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'sign-in') return signInBuild;
  return {
    plugins: [react()],
    resolve,
    define: {
      __SIGN_IN_ENTRY__: JSON.stringify(command === 'build' ? builtSignInEntry() : `/${SIGN_IN_SOURCE}`),
    },
    server: {
      proxy: {
        '/api': API_TARGET,
        '/referral_app': API_TARGET,
        '/coupon_app': API_TARGET,
      },
    },
    // main.ts is a tiny entry that loads either the sign-in bundle or the app; every screen of the app is a
    // dynamic import (src/app/routes), so each route gets its own chunk. scripts/check-bundle-budgets.ts
    // holds the sign-in route to 150 kB of gzipped JS and every screen to 300 kB.
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 800,
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
  };
});
