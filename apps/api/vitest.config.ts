import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // scrypt at N=2^10 instead of production's 2^17: a sign-in takes milliseconds, not a third of a second.
    env: { PASSWORD_HASH_COST: '10' },
    pool: 'forks',
    // Each test file owns a database of ~300 MB (PGlite); two at a time fit the machine.
    maxWorkers: 2,
    // Not for hashing (fast here): bulk inserts, 5 MiB uploads and 1,000 concurrent scans on a busy machine.
    testTimeout: 30_000,
    // Copying the template database and building the app, on a machine busy with the other file.
    hookTimeout: 60_000,
  },
});
