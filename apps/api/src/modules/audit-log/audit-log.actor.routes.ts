import { requireAccount } from '../../plugins/auth';

import type { Actor } from './audit-log.service';
import type { FastifyRequest } from 'fastify';

/** The signed-in account as the audit log names it: routes pass it to the service that makes the change. */
export function actorOf(req: FastifyRequest): Actor {
  const { account } = requireAccount(req);
  return { id: account.id, name: account.fullName };
}
