/** The process loadPaths (load.ts) forks: one job in (what to load), its result out, then it exits. */
import { answerOnce } from './apart';
import { loadHere, type LoadOptions } from './load';

answerOnce((job: { base: string; paths: string[]; opts: LoadOptions }) =>
  loadHere(job.base, job.paths, job.opts),
);
