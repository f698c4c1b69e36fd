import { inArray, sql } from 'drizzle-orm';

import { configurations } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export type ConfigurationRow = typeof configurations.$inferSelect;

export async function findConfigurations(db: DbOrTx, keys: readonly string[]): Promise<ConfigurationRow[]> {
  return db
    .select()
    .from(configurations)
    .where(inArray(configurations.key, [...keys]));
}

/** Writes the value of a setting, inserting it the first time. */
export async function upsertConfiguration(
  db: DbOrTx,
  entry: { key: string; value: unknown; updatedBy: number },
): Promise<void> {
  await db
    .insert(configurations)
    .values(entry)
    .onConflictDoUpdate({
      target: configurations.key,
      set: { value: sql`excluded.value`, updatedAt: new Date(), updatedBy: entry.updatedBy },
    });
}
