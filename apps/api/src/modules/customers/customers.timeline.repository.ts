import { sql, type SQL } from 'drizzle-orm';

import { rowsOf } from '../../db/rows';

import type { DbOrTx } from '../../db/client';
import type { TTimelineKind } from '@printhub/contract';

/**
 * The sources of a customer's timeline, in one place. Each is one SELECT of the same six columns (kind, id,
 * at, summary, coins, money) for the customer `c`; the timeline is their UNION ALL, newest first. A new source is
 * one more entry here, and its kind one more in the contract.
 */
const SOURCES: Record<string, (c: number) => SQL> = {
  orders: (c) => sql`
    select 'order' as kind, o.id, o.created_at as at,
      'Order #' || o.id || ' ' || o.title || ': ' || replace(o.status, '-', ' ') || ', ' as summary,
      null::int as coins, o.amount::numeric as money
    from orders o where o.customer_id = ${c}`,
  coinEntries: (c) => sql`
    select 'coin_entry', l.id, l.created_at, l.reason, l.amount, null::numeric
    from coin_ledger l where l.customer_id = ${c}`,
  qrRedemptions: (c) => sql`
    select 'qr_redemption', r.id, r.redeemed_at,
      'Redeemed QR code ' || q.code || ' for ' || r.coins || ' coins',
      null::int, null::numeric
    from qr_redemptions r join qr_codes q on q.id = r.qr_id where r.customer_id = ${c}`,
  voucherPurchases: (c) => sql`
    select 'voucher_purchase', p.id, p.purchased_at,
      'Bought ' || v.voucher_detail || ' (' || k.name || '), code ' || vc.voucher_code || ', for ' || p.coins || ' coins',
      null::int, null::numeric
    from voucher_purchases p
      join voucher_codes vc on vc.id = p.voucher_code_id
      join voucher_infos v on v.id = vc.voucher_info_id
      join clients k on k.id = v.client_id
    where p.customer_id = ${c}`,
  referralsMade: (c) => sql`
    select 'referral', r.id, r.created_at,
      'Referred ' || trim(u.first_name || ' ' || u.last_name) ||
        case when r.sale_amount > 0 then ', who has bought for ' else ', no purchase yet' end,
      null::int, case when r.sale_amount > 0 then r.sale_amount::numeric end
    from referrals r join customers u on u.id = r.referred_id where r.referrer_id = ${c}`,
  referredBy: (c) => sql`
    select 'referral', r.id, r.created_at,
      'Joined with the referral code of ' || trim(u.first_name || ' ' || u.last_name),
      null::int, null::numeric
    from referrals r join customers u on u.id = r.referrer_id where r.referred_id = ${c}`,
};

const union = (customerId: number) =>
  sql.join(
    Object.values(SOURCES).map((s) => sql`(${s(customerId)})`),
    sql` union all `,
  );

export type TimelineRow = {
  kind: TTimelineKind;
  id: number;
  at: Date | string;
  summary: string;
  coins: number | null;
  /** Money the summary ends with, written by the service in the product's money format. */
  money: string | number | null;
};

/** A page of the customer's timeline (newest first; ties by kind and id) and how many entries it has. */
export async function timeline(
  db: DbOrTx,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TimelineRow[]; count: number }> {
  const rows = rowsOf<TimelineRow>(
    await db.execute(sql`
      select kind, id, at, summary, coins, money from (${union(customerId)}) t
      order by at desc, kind, id desc limit ${page.limit} offset ${page.offset}`),
  );
  const [total] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from (${union(customerId)}) t`),
  );
  return { rows, count: total?.count ?? 0 };
}
