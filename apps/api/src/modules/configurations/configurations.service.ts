import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_SCHEMAS,
  CONFIGURATION_DESCRIPTIONS,
  CONFIGURATION_KEYS,
  type TConfiguration,
  type TConfigurationKey,
  type TUpdateConfigurationsRequest,
} from '@printhub/contract';

import { recordChanges, type Actor } from '../audit-log/audit-log.service';
import * as repo from './configurations.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { z } from 'zod';

/** Every known setting, stored value or default. */
export async function listConfigurations(db: DbOrTx): Promise<TConfiguration[]> {
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

/** Saves every given setting in one transaction: all of them or none; one audit entry per setting. */
export async function updateConfigurations(
  db: Db,
  actor: Actor & { id: number },
  changes: TUpdateConfigurationsRequest,
): Promise<TConfiguration[]> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  await db.transaction(async (tx) => {
    const before = new Map((await listConfigurations(tx)).map((c) => [c.key, c.value]));
    for (const [key, value] of entries)
      await repo.upsertConfiguration(tx, { key, value, updatedBy: actor.id });
    await recordChanges(
      tx,
      actor,
      entries.map(([key, value]) => ({
        action: 'update',
        resource: 'configurations',
        resourceId: key,
        summary: `Changed the setting ${key}`,
        changes: { value: [before.get(key as TConfigurationKey) ?? null, value] },
      })),
    );
  });
  return listConfigurations(db);
}

export type Settings = { [K in TConfigurationKey]: z.infer<(typeof CONFIGURATION_SCHEMAS)[K]> };

/** The current values of some settings, for the rules that use them: each stored value when it passes its schema, else the default. */
export async function readSettings<K extends TConfigurationKey>(
  db: DbOrTx,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const stored = new Map((await repo.findConfigurations(db, keys)).map((r) => [r.key, r.value]));
  const value = (key: K) => {
    const parsed = CONFIGURATION_SCHEMAS[key].safeParse(stored.get(key));
    return parsed.success ? parsed.data : CONFIGURATION_DEFAULTS[key];
  };
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Pick<Settings, K>;
}

/** One setting's current value (see readSettings). */
export async function configurationValue<K extends TConfigurationKey>(
  db: DbOrTx,
  key: K,
): Promise<Settings[K]> {
  return (await readSettings(db, [key]))[key];
}
