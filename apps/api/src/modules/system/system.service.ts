import { AppError } from '../../lib/app-error';
import { ping } from './system.repository';

import type { Db } from '../../db/client';

/** Healthy means the database answers: without it no route works. */
export async function checkHealth(db: Db): Promise<{ status: 'ok' }> {
  try {
    await ping(db);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable');
  }
  return { status: 'ok' };
}
