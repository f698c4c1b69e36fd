import { AppError, isUniqueViolation } from '../../lib/app-error';
import { searchDaysFilter } from '../../lib/lists';
import { recordChange, recordEntry, type Actor } from '../audit-log/audit-log.service';
import { setNotifyEmail } from './customers.email.service';
import * as repo from './customers.repository';

import type { Db, DbOrTx } from '../../db/client';
import type {
  TCounterNewCustomer,
  TCreateUserRequest,
  TCustomerMeUpdate,
  TCustomer,
  TCustomerListQuery,
  TCustomerSearchRow,
  TUpdateUserRequest,
} from '@printhub/contract';

export function toCustomer(c: repo.CustomerRow): TCustomer {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    mobile: c.mobile,
    gstin: c.gstin,
    coin_balance: c.coinBalance,
    created_at: c.createdAt.toISOString(),
  };
}

type Page = { limit: number; offset: number };

export async function listCustomers(db: Db, q: TCustomerListQuery, timeZone: string, page: Page = q) {
  const { rows, count } = await repo.listCustomers(db, searchDaysFilter(q, timeZone), {
    ...page,
    ordering: q.ordering,
  });
  return { count, results: rows.map(toCustomer) };
}

export async function listCustomerRows(
  db: Db,
  q: TCustomerListQuery,
  timeZone: string,
  page: Page,
): Promise<TCustomer[]> {
  const rows = await repo.listCustomerRows(db, searchDaysFilter(q, timeZone), {
    ...page,
    ordering: q.ordering,
  });
  return rows.map(toCustomer);
}

export async function getCustomer(db: Db, id: number): Promise<TCustomer> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toCustomer(row);
}

export const DUPLICATE_EMAIL = 'A user with this email already exists';

export async function createCustomer(db: Db, actor: Actor, input: TCreateUserRequest): Promise<TCustomer> {
  if (await repo.emailTaken(db, input.email)) throw AppError.field('email', DUPLICATE_EMAIL);
  try {
    return await db.transaction(async (tx) => {
      const created = toCustomer(
        await repo.insertCustomer(tx, {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          mobile: input.mobile,
          gstin: null,
        }),
      );
      const name = `${created.first_name} ${created.last_name}`;
      await recordChange(tx, actor, recordEntry('customers', { noun: 'user', name }, { after: created }));
      return created;
    });
  } catch (err) {
    // Two requests racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}

/**
 * A customer made at the counter, inside the caller's transaction (with its audit entry): no password, the
 * e-mail null when not given. A taken e-mail is a refusal of the `email` field (the unique index decides
 * between two made at once: the caller turns its violation into the same refusal).
 */
export async function createCounterCustomer(
  tx: DbOrTx,
  actor: Actor,
  input: TCounterNewCustomer,
): Promise<TCustomer> {
  if (input.email && (await repo.emailTaken(tx, input.email))) throw AppError.field('email', DUPLICATE_EMAIL);
  const created = toCustomer(
    await repo.insertCustomer(tx, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email ?? null,
      mobile: input.mobile,
      gstin: input.gstin ?? null,
    }),
  );
  const name = `${created.first_name} ${created.last_name}`.trim();
  await recordChange(tx, actor, recordEntry('customers', { noun: 'user', name }, { after: created }));
  return created;
}

/**
 * PATCH /api/users/{id}/: a super admin sets or removes ('') the customer's GSTIN, audited with its before and
 * after. Invoices already numbered keep the GSTIN they were issued with.
 */
export async function updateCustomer(
  db: Db,
  actor: Actor,
  id: number,
  input: TUpdateUserRequest,
): Promise<TCustomer> {
  return db.transaction(async (tx) => {
    const before = await repo.findCustomer(tx, id, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', 'User not found');
    const after = toCustomer((await repo.updateGstin(tx, id, input.gstin || null))!);
    const name = `${after.first_name} ${after.last_name}`.trim();
    const record = { before: toCustomer(before), after };
    await recordChange(tx, actor, recordEntry('customers', { noun: 'user', name }, record));
    return after;
  });
}

/**
 * PATCH /api/customer/me: the signed-in customer turns their e-mail on or off and sets or removes ('') their
 * GSTIN. Their own account: no audit entry, as for their other changes.
 */
export async function updateOwnAccount(db: Db, id: number, input: TCustomerMeUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.notify_email !== undefined) await setNotifyEmail(tx, id, input.notify_email);
    if (input.gstin !== undefined) await repo.updateGstin(tx, id, input.gstin || null);
  });
}

/** GET /api/customers/search: the first customers whose name, e-mail or mobile holds the text. */
export async function searchCustomers(db: Db, query: string): Promise<TCustomerSearchRow[]> {
  const rows = await repo.searchCustomers(db, query);
  return rows.map((c) => ({
    id: c.id,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    mobile: c.mobile,
  }));
}
