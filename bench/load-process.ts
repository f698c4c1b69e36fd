/** The process loadPaths (load.ts) forks: one message in (what to load), one out (its result), then it exits. */
import { loadHere, type LoadOptions } from './load';

type Job = { base: string; paths: string[]; opts: LoadOptions };

process.once('message', (job: Job) => {
  loadHere(job.base, job.paths, job.opts).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (err: unknown) => process.send!({ error: String(err) }, () => process.exit(1)),
  );
});
