import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_DESCRIPTIONS,
  CONFIGURATION_KEYS,
  type TConfiguration,
  type TConfigurationKey,
  type TUpdateConfigurationsRequest,
} from '@printhub/contract';

import * as repo from './configurations.repository';

import type { Db, DbOrTx } from '../../db/client';

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

type Settings = { [K in TConfigurationKey]: (typeof CONFIGURATION_DEFAULTS)[K] };

/** The current values of some settings (stored value or default), for the rules that use them. */
export async function readSettings<K extends TConfigurationKey>(
  db: DbOrTx,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const stored = new Map((await repo.findConfigurations(db, keys)).map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? CONFIGURATION_DEFAULTS[key]])) as Pick<
    Settings,
    K
  >;
}
