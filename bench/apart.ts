/**
 * One job in a process of its own: the parent forks a script and sends it the job; the script answers it once
 * (`answerOnce`) and exits. Messages go by structured clone, so dates arrive as dates.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Answer<R> = { result?: R; error?: string };

/** Runs the script at `script` (a URL, relative to the caller's `import.meta.url`) on `job`: its answer. */
export function runApart<J, R>(script: URL, job: J): Promise<R> {
  const child = fork(fileURLToPath(script), [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  return new Promise((resolve, reject) => {
    child.once('message', (message: Answer<R>) =>
      'result' in message ? resolve(message.result as R) : reject(new Error(message.error)),
    );
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script.pathname} exited with ${code}`)));
    child.send(job as object);
  });
}

/** In the forked script: `work` on the one job the parent sends, its result (or error) sent back, then exit. */
export function answerOnce<J, R>(work: (job: J) => Promise<R>): void {
  process.once('message', (job: J) => {
    work(job).then(
      (result) => process.send!({ result } satisfies Answer<R>, () => process.exit(0)),
      (err: unknown) => process.send!({ error: String(err) } satisfies Answer<R>, () => process.exit(1)),
    );
  });
}
