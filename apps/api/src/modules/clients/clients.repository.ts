import { and, eq, inArray, sql } from 'drizzle-orm';

import { countCap, CLIENT_ORDERING_FIELDS } from '@printhub/contract';

import { deleteIds, insertId } from '../../db/rows';
import { clients, voucherCodes, voucherPurchases } from '../../db/schema';
import {
  cappedCount,
  columnSortKeys,
  orderByOf,
  paged,
  searchWhere,
  withinDays,
  type ListPage,
} from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'joinedOn'>;
export type ClientRow = { client: typeof clients.$inferSelect; vouchers: number[] };

// Written out in full: inside a correlated subquery the column names must be qualified by their table. The
// vouchers of an upload still being written (upload_id set) are not the client's yet.
const voucherIds = sql<number[]>`coalesce(
  (select array_agg(vi.id order by vi.id) from voucher_infos vi
   where vi.client_id = "clients"."id" and vi.upload_id is null), '{}')`;

const selectClients = (db: DbOrTx) => db.select({ client: clients, vouchers: voucherIds }).from(clients);

/** Every client with the ids of its vouchers, newest first. */
export type ClientFilter = SearchDaysFilter;
export type ClientPage = ListPage<(typeof CLIENT_ORDERING_FIELDS)[number], true>;

const clientWhere = (f: ClientFilter) =>
  and(searchWhere(f.search, [clients.name, clients.contact]), withinDays(clients.joinedOn, f.days));

const clientSortKeys = columnSortKeys(clients, CLIENT_ORDERING_FIELDS);

/** The filtered clients with the ids of their vouchers: a page, or all of them without a limit. */
export async function listClients(db: DbOrTx, f: ClientFilter, page: ClientPage): Promise<ClientRow[]> {
  const query = selectClients(db)
    .where(clientWhere(f))
    .orderBy(...orderByOf(page.ordering, clientSortKeys, clients.id))
    .$dynamic();
  return paged(query, page);
}

export async function countClients(db: DbOrTx, f: ClientFilter): Promise<number> {
  return cappedCount(db, clients, clientWhere(f), countCap(f.search));
}

export async function findClient(db: DbOrTx, id: number): Promise<ClientRow | null> {
  const [row] = await selectClients(db).where(eq(clients.id, id));
  return row ?? null;
}

export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return row !== undefined;
}

export async function insertClient(db: DbOrTx, values: ClientValues): Promise<number> {
  return insertId(db, clients, values);
}

/** False when there is no such client. */
export async function updateClient(db: DbOrTx, id: number, values: ClientValues): Promise<boolean> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning({ id: clients.id });
  return row !== undefined;
}

/** The name of one of these clients whose voucher codes a user has bought, or null when none has. */
export async function findClientWithPurchases(db: DbOrTx, ids: number[]): Promise<string | null> {
  const [row] = await db
    .select({ name: clients.name })
    .from(voucherPurchases)
    .innerJoin(voucherCodes, eq(voucherCodes.id, voucherPurchases.voucherCodeId))
    .innerJoin(clients, eq(clients.id, voucherCodes.clientId))
    .where(inArray(voucherCodes.clientId, ids))
    .limit(1);
  return row?.name ?? null;
}

/** Deletes the clients (their vouchers and codes go with them); returns the ids that existed. */
export async function deleteClients(db: DbOrTx, ids: number[]): Promise<number[]> {
  return deleteIds(db, clients, ids);
}
