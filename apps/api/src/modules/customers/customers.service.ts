import { AppError, isUniqueViolation } from '../../lib/app-error';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import * as repo from './customers.repository';

import type { Db } from '../../db/client';
import type { TCreateUserRequest, TCustomer, TUserListQuery } from '@printhub/contract';

export function toCustomer(c: repo.CustomerRow): TCustomer {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    mobile: c.mobile,
    coin_balance: c.coinBalance,
    created_at: c.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, q: TUserListQuery) {
  const { rows, count } = await repo.listCustomers(db, {
    limit: q.limit,
    offset: q.offset,
    search: q.query || undefined,
    joinedFrom: q.from_date ? new Date(`${q.from_date}T00:00:00Z`) : undefined,
  });
  return { count, results: rows.map(toCustomer) };
}

export async function getUser(db: Db, id: number): Promise<TCustomer> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toCustomer(row);
}

const DUPLICATE_EMAIL = 'A user with this email already exists';

export async function createUser(db: Db, actor: Actor, input: TCreateUserRequest): Promise<TCustomer> {
  if (await repo.emailTaken(db, input.email)) throw AppError.field('email', DUPLICATE_EMAIL);
  try {
    return await db.transaction(async (tx) => {
      const created = toCustomer(
        await repo.insertCustomer(tx, {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          mobile: input.mobile,
        }),
      );
      await recordChange(tx, actor, {
        action: 'create',
        resource: 'customers',
        resourceId: created.id,
        summary: `Created the user ${created.first_name} ${created.last_name}`,
        after: created,
      });
      return created;
    });
  } catch (err) {
    // Two requests racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}
