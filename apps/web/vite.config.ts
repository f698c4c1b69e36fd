import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/referral_app': API_TARGET,
      '/coupon_app': API_TARGET,
    },
  },
  // Every screen is a dynamic import (src/app/routes), so each route gets its own chunk.
  // The entry holds React, MUI, the router and the query client (~180 kB gzip); screens load on demand.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Two cores run every test file at once: first renders of MUI screens (lazy chunks, date pickers)
    // can take seconds under that load, so the limits leave room for it.
    testTimeout: 15_000,
  },
});
