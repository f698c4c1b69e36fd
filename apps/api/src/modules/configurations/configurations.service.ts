import { inArray, sql } from 'drizzle-orm';

import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_DESCRIPTIONS,
  CONFIGURATION_KEYS,
  type TConfiguration,
  type TUpdateConfigurationsRequest,
} from '@printhub/contract';

import { configurations } from '../../db/schema';

import type { Db } from '../../db/client';

/** Every known setting, stored value or default. */
export async function listConfigurations(db: Db): Promise<TConfiguration[]> {
  const rows = await db.select().from(configurations).where(inArray(configurations.key, CONFIGURATION_KEYS));
  const stored = new Map(rows.map((r) => [r.key, r]));
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

export async function updateConfigurations(
  db: Db,
  changes: TUpdateConfigurationsRequest,
  accountId: number,
): Promise<TConfiguration[]> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  await db.transaction(async (tx) => {
    for (const [key, value] of entries) {
      await tx
        .insert(configurations)
        .values({ key, value, updatedBy: accountId })
        .onConflictDoUpdate({
          target: configurations.key,
          set: { value: sql`excluded.value`, updatedAt: new Date(), updatedBy: accountId },
        });
    }
  });
  return listConfigurations(db);
}
