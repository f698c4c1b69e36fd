import { desc, eq, inArray, sql } from 'drizzle-orm';

import { clients, voucherCodes, voucherPurchases } from '../../db/schema';
import { allDeleted, AppError } from '../../lib/app-error';

import type { Db, DbOrTx } from '../../db/client';
import type { TClient, ZSaveClientRequest } from '@printhub/contract';
import type { z } from 'zod';

type SaveClient = z.output<typeof ZSaveClientRequest>;

// Written out in full: inside a correlated subquery the column names must be qualified by their table.
const voucherIds = sql<number[]>`coalesce(
  (select array_agg(vi.id order by vi.id) from voucher_infos vi where vi.client_id = "clients"."id"), '{}')`;

const selectClients = (db: DbOrTx) => db.select({ client: clients, vouchers: voucherIds }).from(clients);

function toClient(row: { client: typeof clients.$inferSelect; vouchers: number[] }): TClient {
  const c = row.client;
  return {
    id: c.id,
    name: c.name,
    contact: Number(c.contact),
    potential: c.potential,
    joined_on: c.joinedOn.toISOString(),
    is_advertisible: c.isAdvertisible,
    client_type: c.clientType,
    address: JSON.stringify(c.address),
    vouchers: row.vouchers,
  };
}

const toRow = (input: SaveClient) => ({
  name: input.name,
  contact: String(input.contact),
  potential: input.potential,
  isAdvertisible: input.is_advertisible,
  clientType: input.client_type,
  address: input.address,
});

export async function listClients(db: Db): Promise<TClient[]> {
  const rows = await selectClients(db).orderBy(desc(clients.joinedOn), desc(clients.id));
  return rows.map(toClient);
}

async function getClient(db: DbOrTx, id: number): Promise<TClient> {
  const [row] = await selectClients(db).where(eq(clients.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Client not found');
  return toClient(row);
}

/** joined_on is the server's time of creation, whatever the request says. */
export async function createClient(db: Db, input: SaveClient): Promise<TClient> {
  const [row] = await db.insert(clients).values(toRow(input)).returning({ id: clients.id });
  return getClient(db, row!.id);
}

export async function updateClient(db: Db, id: number, input: SaveClient): Promise<TClient> {
  const [row] = await db
    .update(clients)
    .set(toRow(input))
    .where(eq(clients.id, id))
    .returning({ id: clients.id });
  if (!row) throw new AppError('NOT_FOUND', 'Client not found');
  return getClient(db, id);
}

/** Deletes the clients and their vouchers, all or nothing; refused while a user holds one of their codes. */
export async function deleteClients(db: Db, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [bought] = await tx
      .select({ name: clients.name })
      .from(voucherPurchases)
      .innerJoin(voucherCodes, eq(voucherCodes.id, voucherPurchases.voucherCodeId))
      .innerJoin(clients, eq(clients.id, voucherCodes.clientId))
      .where(inArray(voucherCodes.clientId, ids))
      .limit(1);
    if (bought)
      throw new AppError('CONFLICT', `Users have bought vouchers of ${bought.name}: it cannot be deleted`);
    const deleted = (
      await tx.delete(clients).where(inArray(clients.id, ids)).returning({ id: clients.id })
    ).map((r) => r.id);
    return allDeleted('Client', ids, deleted);
  });
}
