import { fuzzSuite } from './fuzz-suite';

// Half of the fuzzed routes (see fuzz-suite.ts); the other half is in fuzz.2.test.ts, for the other worker.
fuzzSuite({ index: 0, of: 2 });
