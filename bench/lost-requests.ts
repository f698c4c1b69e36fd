/**
 * Requests of the mixed load whose answer was lost (a 502 from the round robin: in flight on a process
 * killed with `kill -9`) may or may not have been carried out. The database decides: a lost request whose
 * effect is there becomes the answer it would have had (`carried`), so that the mixed load's exactness checks
 * (verify) then hold the database to exactly the acknowledged requests plus those. An effect that neither an
 * acknowledged nor a lost request explains (a purchase no request made, a scan counted twice) is not
 * explained here, and still fails them; so does one lost request carried out twice.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../apps/api/src/db/client';
import type { Outcome, Snapshot } from './mixed-load.bench';

/** Where the run starts: the last purchase and redemption rows, and each referrer's claims. */
export type Baseline = { purchase: number; redemption: number; claims: Map<string, number> };

async function rows<T>(database: Database, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

const claimsByCode = async (database: Database) =>
  new Map(
    (
      await rows<{ code: string; n: number }>(
        database,
        sql`select c.referral_code as code, count(*)::int as n from referral_claims cl
            join customers c on c.id = cl.referrer_id group by c.referral_code`,
      )
    ).map((r) => [r.code, r.n]),
  );

export async function baseline(database: Database): Promise<Baseline> {
  const [last] = await rows<{ purchase: number; redemption: number }>(
    database,
    sql`select coalesce((select max(id) from voucher_purchases), 0)::int as purchase,
               coalesce((select max(id) from qr_redemptions), 0)::int as redemption`,
  );
  return { ...last!, claims: await claimsByCode(database) };
}

const STEPS = ['confirmed', 'assigned', 'out-for-delivery', 'delivered'];

/** The lost requests (status 502) that the database shows carried out, as the answers they would have had. */
export async function resolveLost(
  database: Database,
  before: Snapshot,
  base: Baseline,
  answered: Outcome[],
  lost: Outcome[],
): Promise<Outcome[]> {
  const carried: Outcome[] = [];
  const ok = (kind: Outcome['kind'], status: number) =>
    answered.filter((o) => o.kind === kind && o.status === status);
  const lostOf = (...kinds: Outcome['kind'][]) => lost.filter((o) => kinds.includes(o.kind));

  // Scans: a code's count beyond its 302s, up to its lost scans.
  const counts = await rows<{ code: string; count: number }>(
    database,
    sql`select code, count from qr_codes where code like 'LOAD%'`,
  );
  for (const { code, count } of counts) {
    const extra = count - before.qr.get(code)! - ok('scan', 302).filter((o) => o.params.code === code).length;
    const lostScans = lostOf('scan').filter((o) => o.params.code === code).length;
    for (let i = 0; i < Math.min(extra, lostScans); i += 1)
      carried.push({ kind: 'scan', status: 302, body: '', params: { code } });
  }

  // Redemptions: a (customer, code) redeemed that no 201 answered.
  const redeemed = new Map(
    (
      await rows<{ customer: number; code: string; coins: number }>(
        database,
        sql`select r.customer_id as customer, q.code, r.coins from qr_redemptions r join qr_codes q on q.id = r.qr_id
            where r.id > ${base.redemption}`,
      )
    ).map((r) => [`${r.customer}|${r.code}`, r.coins]),
  );
  const explained = new Set(ok('redeem', 201).map((o) => `${o.params.customer}|${o.params.code}`));
  for (const o of lostOf('redeem')) {
    const key = `${o.params.customer}|${o.params.code}`;
    if (!redeemed.has(key) || explained.has(key)) continue;
    explained.add(key);
    carried.push({ ...o, status: 201, body: JSON.stringify({ coins_credited: redeemed.get(key) }) });
  }

  // Purchases: a code sold that no 201 answered, matched to a lost purchase of that customer and voucher.
  const sold = await rows<{ customer: number; voucher: number; code: string; coins: number }>(
    database,
    sql`select p.customer_id as customer, c.voucher_info_id as voucher, c.voucher_code as code, p.coins
        from voucher_purchases p join voucher_codes c on c.id = p.voucher_code_id where p.id > ${base.purchase}`,
  );
  const acknowledged = new Set([
    ...ok('buy', 201).map(
      (o) => (JSON.parse(o.body) as { purchase: { voucher_code: string } }).purchase.voucher_code,
    ),
    ...ok('cbuy', 201).map((o) => (JSON.parse(o.body) as { voucher_code: string }).voucher_code),
  ]);
  const lostBuys = lostOf('buy', 'cbuy');
  for (const s of sold.filter((p) => !acknowledged.has(p.code))) {
    const i = lostBuys.findIndex((o) => o.params.user_id === s.customer && o.params.voucher_id === s.voucher);
    if (i < 0) continue;
    const [o] = lostBuys.splice(i, 1);
    const purchase = { user_id: s.customer, voucher_code: s.code, coins: s.coins };
    carried.push({ kind: 'buy', status: 201, body: JSON.stringify({ purchase }), params: o!.params });
  }

  // Referral fulfilment: a referrer's claims beyond what its 200s fulfilled, when one of its requests was lost.
  const claims = await claimsByCode(database);
  for (const code of new Set(lostOf('fulfil').map((o) => o.params.referral_code as string))) {
    const answeredFor = ok('fulfil', 200)
      .filter((o) => o.params.referral_code === code)
      .reduce((n, o) => n + (JSON.parse(o.body) as { fulfilled: number }).fulfilled, 0);
    const extra = (claims.get(code) ?? 0) - (base.claims.get(code) ?? 0) - answeredFor;
    if (extra > 0)
      carried.push({
        kind: 'fulfil',
        status: 200,
        body: JSON.stringify({ fulfilled: extra }),
        params: { referral_code: code },
      });
  }

  // Order moves: an order further on than its start and its 200s, where a lost move took it there.
  const moved = lostOf('move');
  const ids = [...new Set(moved.map((o) => o.params.id as number))];
  const now = ids.length
    ? await rows<{ id: number; status: string }>(
        database,
        sql`select id, status from orders where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  for (const { id, status } of now) {
    const furthest = Math.max(
      STEPS.indexOf(before.orders.get(id)?.status ?? 'confirmed'),
      ...ok('move', 200)
        .filter((o) => o.params.id === id)
        .map((o) => STEPS.indexOf(o.params.status as string)),
    );
    const took = moved.find((o) => o.params.id === id && o.params.status === status);
    if (STEPS.indexOf(status) > furthest && took) carried.push({ ...took, status: 200 });
  }
  return carried;
}
