import { allDeleted, AppError } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { recordChange, recordChanges, recordEntry, type Actor } from '../audit-log/audit-log.service';
import * as repo from './clients.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TClient, TClientListQuery, ZSaveClientRequest } from '@printhub/contract';
import type { z } from 'zod';

type SaveClient = z.output<typeof ZSaveClientRequest>;

function toClient(row: repo.ClientRow): TClient {
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

const toValues = (input: SaveClient): repo.ClientValues => ({
  name: input.name,
  contact: String(input.contact),
  potential: input.potential,
  isAdvertisible: input.is_advertisible,
  clientType: input.client_type,
  address: input.address,
});

const notFound = () => new AppError('NOT_FOUND', 'Client not found');

/** The clients the filters select, in the query's ordering: a page, or every one of them without a limit. */
export const clientList = filteredList({
  filter: (q: TClientListQuery, clock: Clock) => searchDaysFilter(q, clock.timeZone),
  rows: repo.listClients,
  count: repo.countClients,
  item: toClient,
});

async function getClient(db: DbOrTx, id: number): Promise<TClient> {
  const row = await repo.findClient(db, id);
  if (!row) throw notFound();
  return toClient(row);
}

const clientEntry = (record: { before?: TClient; after?: TClient }) =>
  recordEntry('clients', { noun: 'client', name: (record.after ?? record.before)!.name }, record);

/** joined_on is the server's time of creation, whatever the request says. */
export async function createClient(db: Db, actor: Actor, input: SaveClient): Promise<TClient> {
  return db.transaction(async (tx) => {
    const created = await getClient(tx, await repo.insertClient(tx, toValues(input)));
    await recordChange(tx, actor, clientEntry({ after: created }));
    return created;
  });
}

export async function updateClient(db: Db, actor: Actor, id: number, input: SaveClient): Promise<TClient> {
  return db.transaction(async (tx) => {
    const before = await getClient(tx, id);
    if (!(await repo.updateClient(tx, id, toValues(input)))) throw notFound();
    const after = await getClient(tx, id);
    await recordChange(tx, actor, clientEntry({ before, after }));
    return after;
  });
}

/** Deletes the clients and their vouchers, all or nothing; refused while a user holds one of their codes. */
export async function deleteClients(db: Db, actor: Actor, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const bought = await repo.findClientWithPurchases(tx, ids);
    if (bought)
      throw new AppError('CONFLICT', `Users have bought vouchers of ${bought}: it cannot be deleted`);
    const before = (await Promise.all(ids.map((id) => repo.findClient(tx, id)))).flatMap((row) =>
      row ? [toClient(row)] : [],
    );
    const deleted = allDeleted('Client', ids, await repo.deleteClients(tx, ids));
    // One entry per client (its vouchers go with it).
    await recordChanges(
      tx,
      actor,
      before.map((client) => clientEntry({ before: client })),
    );
    return deleted;
  });
}
