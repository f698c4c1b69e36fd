import { recordChange } from '../audit-log/audit-log.service';
import { giveBackCouponUse } from '../coupons/coupons.service';
import { takeBackReferralReward } from '../referrals/referrals.service';
import { publishOrderChange } from './orders.events.service';
import * as repo from './orders.repository';

import type { DbOrTx } from '../../db/client';
import type { EventSink } from '../events/events.service';
import type { Actor } from './orders.workflow.service';

type OrderRecord = NonNullable<Awaited<ReturnType<typeof repo.lockOrder>>>;

/**
 * Cancels a locked order (the workflow has allowed it: a super admin, an order not yet delivered), all in the
 * caller's transaction: the status, when and why; the timeline step; the coupon's use given back; the
 * referral reward the order had earned taken back from the ledger; the audit entry; and `order.cancelled` to
 * the customer's e-mail and the webhooks. Orders spend no coins, so there is nothing of the customer's to
 * give back.
 */
export async function cancelOrder(
  tx: DbOrTx,
  events: EventSink,
  actor: Actor & { name: string },
  order: OrderRecord,
  reason: string,
): Promise<void> {
  const at = events.clock.now();
  await repo.markCancelled(tx, order.id, { reason, at });
  await repo.insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'cancelled',
    fromAssignedUser: order.assignedUser,
    toAssignedUser: order.assignedUser,
    changedBy: actor.id,
    changedAt: at,
  });
  const couponUses = order.couponCode ? await giveBackCouponUse(tx, order.couponCode) : null;
  const reward = await takeBackReferralReward(tx, {
    id: order.id,
    customerId: order.customerId,
    wasDelivered: await repo.wasDelivered(tx, order.id),
    cancelledBy: actor.id,
  });
  await recordChange(tx, actor, {
    action: 'cancel',
    resource: 'orders',
    resourceId: order.id,
    summary: `Cancelled order #${order.id}: ${reason}`,
    before: { status: order.status, cancel_reason: null },
    after: { status: 'cancelled', cancel_reason: reason },
    changes: {
      ...(couponUses !== null && { coupon_usage_count: [couponUses + 1, couponUses] }),
      ...(reward && {
        referral_coins_taken_back: [null, reward.coins],
        ...(reward.notRecovered > 0 && { referral_coins_already_spent: [null, reward.notRecovered] }),
      }),
    },
  });
  const cancelled = { ...order, status: 'cancelled' as const, cancelledAt: at, cancelReason: reason };
  await publishOrderChange(tx, events, cancelled, order);
}
