import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterStart } from '../after-start';

afterEach(() => {
  vi.useRealTimers();
});

/** A query that stays fetching until `finish` is called. */
function pendingQuery(client: QueryClient) {
  let finish!: () => void;
  const done = client.fetchQuery({
    queryKey: ['screen data'],
    queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('rows'))),
  });
  return { finish: () => finish(), done };
}

describe('afterStart', () => {
  it('waits while a query is fetching, then runs the work once', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const query = pendingQuery(client);
    const work = vi.fn();
    afterStart(client, work);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).not.toHaveBeenCalled();

    query.finish();
    await query.done;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);

    // Later fetches do not run it again.
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 'x' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs soon when nothing is fetching', async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterStart(new QueryClient(), work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the queries finish', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const query = pendingQuery(client);
    const early = vi.fn();
    const late = vi.fn();
    afterStart(client, early)();
    const cancelLate = afterStart(client, late);
    query.finish();
    await query.done;
    cancelLate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
