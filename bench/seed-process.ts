/** The process seedForBench (seed-orders.ts) forks: one job in (the database and options), its result out. */
import { answerOnce } from './apart';
import { seedAt } from './seed-orders';

answerOnce(seedAt);
