import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_DESCRIPTIONS,
  CONFIGURATION_KEYS,
  type TConfiguration,
  type TUpdateConfigurationsRequest,
} from '@printhub/contract';

import * as repo from './configurations.repository';

import type { Db } from '../../db/client';

/** Every known setting, stored value or default. */
export async function listConfigurations(db: Db): Promise<TConfiguration[]> {
  const stored = new Map((await repo.findConfigurations(db, CONFIGURATION_KEYS)).map((r) => [r.key, r]));
  return CONFIGURATION_KEYS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: (row?.value ?? CONFIGURATION_DEFAULTS[key]) as TConfiguration['value'],
      description: CONFIGURATION_DESCRIPTIONS[key],
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** Saves every given setting in one transaction: all of them or none. */
export async function updateConfigurations(
  db: Db,
  changes: TUpdateConfigurationsRequest,
  accountId: number,
): Promise<TConfiguration[]> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  await db.transaction(async (tx) => {
    for (const [key, value] of entries)
      await repo.upsertConfiguration(tx, { key, value, updatedBy: accountId });
  });
  return listConfigurations(db);
}
