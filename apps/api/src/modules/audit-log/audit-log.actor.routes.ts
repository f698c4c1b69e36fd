import { requireAccount } from '../../plugins/auth';

import type { FastifyRequest } from 'fastify';

/**
 * The signed-in account as the audit log names it, and whether it is a super admin (what it may see and
 * change): routes pass it to the service that makes the change.
 */
export function actorOf(req: FastifyRequest): { id: number; name: string; isSuperuser: boolean } {
  const { account } = requireAccount(req);
  return { id: account.id, name: account.fullName, isSuperuser: account.isSuperuser };
}
