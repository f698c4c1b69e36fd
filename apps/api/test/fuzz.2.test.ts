import { fuzzSuite } from './fuzz-suite';

// Half of the fuzzed routes (see fuzz-suite.ts); the other half is in fuzz.1.test.ts, for the other worker.
fuzzSuite({ index: 1, of: 2 });
