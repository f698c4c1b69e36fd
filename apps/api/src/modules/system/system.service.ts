import { journalMigrations } from '../../db/migrate';
import { AppError } from '../../lib/app-error';
import { appliedMigrations, ping } from './system.repository';

import type { Db } from '../../db/client';

const unreachable = () => new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable');

/** Healthy means the database answers: without it no route works. */
export async function checkHealth(db: Db): Promise<{ status: 'ok' }> {
  try {
    await ping(db);
  } catch {
    throw unreachable();
  }
  return { status: 'ok' };
}

/**
 * Ready means healthy and on the schema this code was written for: every migration of the committed journal
 * is recorded as applied. A process started before another one migrated, or pointed at a database nobody
 * migrated, must not be sent traffic.
 */
export async function checkReady(db: Db): Promise<{ status: 'ok' }> {
  let applied: Set<string>;
  try {
    applied = new Set(await appliedMigrations(db));
  } catch {
    throw unreachable();
  }
  const journal = await journalMigrations();
  const pending = journal.filter((when) => !applied.has(when)).length;
  if (pending > 0)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The database is not migrated: ${pending} of ${journal.length} migrations are not applied`,
    );
  return { status: 'ok' };
}
