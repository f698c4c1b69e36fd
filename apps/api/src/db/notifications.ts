import pg from 'pg';

import type { Database } from './client';
import type { PGlite } from '@electric-sql/pglite';

/** What a subscriber is told: each notice's payload, and when notices may have been missed. */
export type NoticeHandlers = {
  notice(payload: string): void;
  /** The listening connection was lost: notices sent until it is back are missed. */
  lost(): void;
};

export type Subscription = {
  /** True while every notice sent on the channel reaches the subscriber. */
  readonly live: boolean;
  /**
   * Resolves true once every notice committed before the call has been handed to the subscriber (false if
   * that cannot be known: then the subscriber must not rely on having heard it).
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
};

const RECONNECT_MS = 1000;

/**
 * Listens to a notification channel. PostgreSQL: on a connection of its own, opened again (every second)
 * after a loss, which the subscriber is told of. PGlite: on the embedded database itself (one process; its
 * notices are handed over as the committing statement returns). `sync` makes a notice exact: whatever
 * committed before it is heard when it resolves.
 */
export async function subscribe(
  database: Database,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Subscription> {
  if (database.kind === 'pglite') {
    const unlisten = await (database.client as PGlite).listen(channel, handlers.notice);
    let live = true;
    return {
      get live() {
        return live;
      },
      // The embedded database hands notices over as the committing statement returns: nothing to wait for.
      sync: () => Promise.resolve(live),
      close: async () => {
        live = false;
        await unlisten().catch(() => {});
      },
    };
  }
  return subscribePostgres(database.url!, channel, handlers);
}

async function subscribePostgres(url: string, channel: string, handlers: NoticeHandlers) {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    if (live) {
      live = false;
      handlers.lost();
    }
    c.end().catch(() => {});
    if (!closed) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (m) => {
      if (m.channel === channel) handlers.notice(m.payload ?? '');
    });
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch {
      drop(c);
      return;
    }
    if (client === c && !closed) live = true;
  };
  // A round trip on the listening connection: PostgreSQL signals listeners as a notice commits, and a
  // signalled backend sends its pending notices before it answers the next statement. Calls made while one
  // is on its way share the next one.
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const start = () => {
    const c = client;
    const trip =
      c && live
        ? c.query('').then(
            () => client === c && live,
            () => false,
          )
        : Promise.resolve(false);
    inFlight = trip;
    void trip.finally(() => {
      if (inFlight === trip) inFlight = null;
    });
    return trip;
  };
  const sync = () => {
    if (!inFlight) return start();
    queued ??= inFlight.then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
  await connect();
  return {
    get live() {
      return live;
    },
    sync,
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
