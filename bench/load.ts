/** Shared load-test pieces: a fixed shuffle, exact percentiles, and autocannon over a set of paths. */
import autocannon from 'autocannon';

import { runApart } from './apart';

/**
 * Load before each measured one, not counted: the measure then starts with the server's code compiled and the
 * database's pages in memory. Runs a few minutes apart on this machine still differ by up to a tenth.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

/** Percentiles are '-' when no request completed. */
export type LoadResult = { rps: number; p50: number | '-'; p95: number | '-'; errors: number };

/** A fixed shuffle, so that concurrent connections do not walk the same paths in step. */
export function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function percentile(sorted: number[], p: number): number | '-' {
  if (sorted.length === 0) return '-';
  const v = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return Math.round(v * 10) / 10;
}

/** For `seconds`, or until `amount` requests have been answered. */
export type LoadOptions = { headers?: Record<string, string>; connections: number } & (
  | { seconds: number }
  | { amount: number }
);

/**
 * Autocannon over a fixed set of paths for `seconds`, from a process of its own (load-process.ts): the load
 * generator reads every answer, and on the measured server's event loop that reading would count in its
 * latency. Median and p95 computed from every response time.
 */
export function loadPaths(base: string, paths: string[], opts: LoadOptions): Promise<LoadResult> {
  return runApart(new URL('./load-process.ts', import.meta.url), { base, paths, opts });
}

/** What loadPaths runs in its own process; errors count non-2xx answers and timeouts too. */
export function loadHere(base: string, paths: string[], opts: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: opts.connections,
        ...('amount' in opts ? { amount: opts.amount } : { duration: opts.seconds }),
        headers: opts.headers ?? {},
        requests: shuffled(paths).map((p) => ({ method: 'GET' as const, path: p })),
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          rps: Math.round(r.requests.average),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          errors: r.errors + r.non2xx + r.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}
