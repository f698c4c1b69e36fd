import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // scrypt at N=2^10 instead of production's 2^17: a sign-in takes milliseconds, not a third of a second.
    env: { PASSWORD_HASH_COST: '10' },
    pool: 'forks',
    // Test files share a worker's loaded modules (each still opens its own database and app): loading the
    // app's modules once per worker instead of once per file takes about a third off the run.
    isolate: false,
    // Each test file owns a database of ~300 MB (PGlite); two at a time fit the machine.
    maxWorkers: 2,
    // A safety net, not a timing assertion: a few tests (1,000 concurrent scans, a 5 MiB upload, the fuzzing)
    // take seconds, and many more on a loaded 2-core machine.
    testTimeout: 60_000,
    // Copying the template database and building the app, on a machine busy with the other file.
    hookTimeout: 60_000,
  },
});
