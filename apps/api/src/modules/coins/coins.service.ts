import { COIN_BALANCE_MAX } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import { addToCoinBalance, findCoinBalance } from '../customers/customers.repository';
import * as repo from './coins.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { TCoinEntry, TCoinInfo, TCoinSource, TCustomerCoinEntry } from '@printhub/contract';

export function toCoinEntry(e: repo.CoinEntryRow): TCoinEntry {
  return {
    id: e.id,
    amount: e.amount,
    reason: e.reason,
    source: e.source,
    created_at: e.createdAt.toISOString(),
  };
}

const customerNotFound = () => new AppError('NOT_FOUND', 'User not found');

/**
 * Adds one ledger entry and moves the cached balance with it, inside the caller's transaction. The
 * customer row is locked first, so concurrent movements queue up instead of both reading the old
 * balance; a movement that would take the balance below zero, or past COIN_BALANCE_MAX (the column's
 * range), fails with 422 and changes nothing.
 */
export async function addCoinEntry(
  tx: DbOrTx,
  entry: {
    customerId: number;
    amount: number;
    reason: string;
    source: TCoinSource;
    createdBy?: number | null;
  },
): Promise<{ entry: TCoinEntry; balance: number }> {
  const current = await findCoinBalance(tx, entry.customerId, { lock: true });
  if (current === null) throw customerNotFound();
  const balance = current + entry.amount;
  if (balance < 0) throw new AppError('UNPROCESSABLE', `Not enough coins: the balance is ${current}`);
  if (balance > COIN_BALANCE_MAX)
    throw new AppError(
      'UNPROCESSABLE',
      `Too many coins: a balance holds at most ${COIN_BALANCE_MAX}, and this one is ${current}`,
    );
  const row = await repo.insertCoinEntry(tx, { ...entry, createdBy: entry.createdBy ?? null });
  await addToCoinBalance(tx, entry.customerId, entry.amount);
  return { entry: toCoinEntry(row), balance };
}

/**
 * The customer's balance right now; a 404 for an unknown customer. With `lock`, the customer row stays locked
 * until the transaction ends (it cannot be deleted meanwhile).
 */
export async function coinBalance(
  db: DbOrTx,
  customerId: number,
  opts: { lock?: boolean } = {},
): Promise<number> {
  const balance = await findCoinBalance(db, customerId, opts);
  if (balance === null) throw customerNotFound();
  return balance;
}

/** A super admin's adjustment, logged on the customer (resource `coins`, id the customer's). */
export async function adjustCoins(
  db: Db,
  actor: Actor & { id: number },
  input: { customerId: number; amount: number; reason: string },
): Promise<{ entry: TCoinEntry; balance: number }> {
  return db.transaction(async (tx) => {
    const result = await addCoinEntry(tx, {
      customerId: input.customerId,
      amount: input.amount,
      reason: input.reason,
      source: 'admin_adjustment',
      createdBy: actor.id,
    });
    await recordChange(tx, actor, {
      action: 'coins',
      resource: 'coins',
      resourceId: input.customerId,
      summary: `Adjusted the coins of user #${input.customerId} by ${input.amount}: ${input.reason}`,
      changes: { balance: [result.balance - input.amount, result.balance], amount: [null, input.amount] },
    });
    return result;
  });
}

export async function getCoinInfo(db: Db, customerId: number, historyLimit = 200): Promise<TCoinInfo> {
  const balance = await coinBalance(db, customerId);
  const history = await repo.listCoinEntries(db, customerId, historyLimit);
  return { user_id: customerId, balance, history: history.map(toCoinEntry) };
}

/** A page of the customer's own statement (newest first) and their balance. */
export async function customerCoins(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ balance: number; count: number; results: TCustomerCoinEntry[] }> {
  const balance = await coinBalance(db, customerId);
  const rows = await repo.listCoinEntries(db, customerId, page.limit, page.offset);
  const count = await repo.countCoinEntries(db, customerId);
  return {
    balance,
    count,
    results: rows.map((e) => ({
      id: e.id,
      amount: e.amount,
      reason: e.reason,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** The result of checking every balance against its ledger: the counts, and the customers that differ. */
export async function checkLedger(
  db: DbOrTx,
): Promise<{ customers: number; entries: number; mismatches: repo.LedgerMismatch[] }> {
  const totals = await repo.ledgerTotals(db);
  return { ...totals, mismatches: await repo.findLedgerMismatches(db) };
}
