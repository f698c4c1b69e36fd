import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  bearer,
  createClient,
  createCustomer,
  createTestContext,
  createVoucher,
  dateIn,
  type TestContext,
} from '../../../test/helper';
import { clients, voucherCodes, voucherInfos } from '../../db/schema';
import { uploadVouchers } from './vouchers.upload.service';

import type { AppError } from '../../lib/app-error';

/** A CSV upload written in steps: nothing of it is seen before its last step, and a failure leaves nothing. */

let t: TestContext;
let admin: string;
let client: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${clients} restart identity cascade`);
  client = await createClient(t);
});

const EXPIRY = new Date(`${dateIn(10)}T12:00:00.000Z`);
/** Two rows per write: a few codes make several steps. */
const limits = { maxRows: 1000, reportedErrors: 100, batchRows: 2 };
const csv = (rows: string[]) => Buffer.from(['voucher_code,voucher_detail,cost', ...rows].join('\n'));
const upload = (rows: string[], opts: Omit<Parameters<typeof uploadVouchers>[2], 'limits'> = {}) =>
  uploadVouchers(
    t.database,
    { clientId: client.id, expiryDate: EXPIRY, file: csv(rows) },
    { limits, ...opts },
  );
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

/** Every row, shown or not: what an upload leaves in the tables. */
const everything = async () => ({
  infos: (await t.database.db.select().from(voucherInfos)).length,
  marked: (await t.database.db.select().from(voucherInfos).where(isNotNull(voucherInfos.uploadId))).length,
  codes: (await t.database.db.select({ code: voucherCodes.voucherCode }).from(voucherCodes))
    .map((c) => c.code)
    .sort(),
});
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** What every read shows of the client's vouchers: lists, a voucher by id, the client, the dashboard. */
async function shown(markedId?: number) {
  const list = (await get(`/api/get-voucher/?client_id=${client.id}`)) as { id: number }[];
  const page = await get(`/api/get-voucher/?limit=50&offset=0`);
  const search = await get(`/api/get-voucher/?limit=50&offset=0&query=up`);
  const ofClient = ((await get('/api/get-clients/')) as { id: number; vouchers: number[] }[]).find(
    (c) => c.id === client.id,
  );
  const byId = markedId === undefined ? [] : await get(`/api/get-voucher/?id=${markedId}`);
  return {
    vouchers: list.map((v) => v.id).sort(),
    codes: page.count as number,
    searched: search.count as number,
    client: ofClient!.vouchers,
    byId: byId.length as number,
    left: (await get('/api/dashboard')).vouchers_left as number,
  };
}

describe('CSV upload written in steps', () => {
  it('a file refused past the first batch leaves nothing, shown or marked', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => `R${i},Offer,1`);
    const refused = await failure(upload([...rows, 'LATE,Offer,many']));
    expect((refused as AppError).statusCode).toBe(400);
    expect(await everything()).toEqual({ infos: 0, marked: 0, codes: [] });
  });

  it('a failure between writes (a code taken meanwhile) deletes what was written', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => `UP${i},Offer ${i % 2},1`);
    let steps = 0;
    let taken: string[] = [];
    const refused = await failure(
      upload(rows, {
        beforeWrite: async () => {
          steps += 1;
          if (steps !== 4) return;
          // After the vouchers and two batches of codes, the codes not written yet go to another voucher.
          const written = (await everything()).codes;
          expect(written).toHaveLength(4);
          taken = rows.map((r) => r.split(',')[0]!).filter((c) => !written.includes(c));
          await createVoucher(t, client.id, taken);
        },
      }),
    );
    expect(steps).toBe(5); // the fourth write failed; then the upload deleted what it wrote
    expect((refused as AppError).statusCode).toBe(409);
    expect(await everything()).toEqual({ infos: 1, marked: 0, codes: taken.sort() });
  });

  it('shows nothing of an upload until its last step, then all of it', async () => {
    const old = await createVoucher(t, client.id, ['OLD1']);
    const customer = await createCustomer(t);
    const before = await shown();
    expect(before).toMatchObject({ vouchers: [old.id], codes: 1, client: [old.id], left: 1 });
    const seen: Awaited<ReturnType<typeof shown>>[] = [];
    let marked: { infos: number; codes: number } = { infos: 0, codes: 0 };
    const done = await upload(
      ['UP1,Offer A,0', 'UP2,Offer A,0', 'UP3,Offer B,0', 'UP4,Offer B,0', 'UP5,Offer C,0'],
      {
        beforeWrite: async () => {
          const [staged] = await t.database.db
            .select({ id: voucherInfos.id })
            .from(voucherInfos)
            .where(isNotNull(voucherInfos.uploadId));
          seen.push(await shown(staged?.id));
          const all = await everything();
          marked = { infos: all.marked, codes: all.codes.length - 1 };
          if (!staged) return;
          // Nothing reaches a marked voucher by its id either: buy, edit, delete, image.
          const buy = await t.app.inject({
            method: 'POST',
            url: '/api/save-purchased-voucher/',
            headers: bearer(admin),
            payload: { user_id: customer.id, voucher_id: staged.id },
          });
          expect(buy.statusCode).toBe(404);
          const del = await t.app.inject({
            method: 'DELETE',
            url: `/api/delete-vouchers/?voucher_ids=${staged.id}`,
            headers: bearer(admin),
          });
          expect(del.statusCode).toBe(404);
          const image = await t.app.inject({
            method: 'GET',
            url: `/api/vouchers/${staged.id}/image`,
            headers: bearer(admin),
          });
          expect(image.statusCode).toBe(404);
        },
      },
    );
    expect(done).toEqual({
      vouchers_created: 3,
      codes_created: 5,
      default_expiry_codes: 5,
      default_expiry_date: EXPIRY.toISOString(),
    });
    // Two batches of vouchers, three of codes, then the last step: each saw the old voucher alone.
    expect(seen).toEqual(Array.from({ length: 6 }, () => before));
    // Before the last step everything was written, marked.
    expect(marked).toEqual({ infos: 3, codes: 5 });
    const after = await shown();
    expect(after).toMatchObject({ codes: 6, searched: 5, left: 6 });
    expect(after.vouchers).toHaveLength(4);
    expect(await everything()).toMatchObject({ infos: 4, marked: 0 });
  });

  it('of two uploads sharing a code, the first to write it wins and the other stores nothing', async () => {
    let second: Promise<unknown> | null = null;
    const first = await failure(
      upload(['A1,Offer,1', 'SHARED,Offer,1', 'A2,Offer,1'], {
        beforeWrite: async () => {
          // Both files were checked before either wrote: the check alone could not refuse either.
          second ??= upload(['B1,Offer,1', 'SHARED,Offer,1', 'B2,Offer,1']);
          await second;
        },
      }),
    );
    expect(await second).toEqual({
      vouchers_created: 1,
      codes_created: 3,
      default_expiry_codes: 3,
      default_expiry_date: EXPIRY.toISOString(),
    });
    expect((first as AppError).statusCode).toBe(409);
    expect((first as AppError).message).toBe(
      'This client already has one of these voucher codes: nothing was stored',
    );
    expect(await everything()).toEqual({ infos: 1, marked: 0, codes: ['B1', 'B2', 'SHARED'] });
  });

  it('of two uploads writing in turns with shared codes in opposite orders, exactly one wins', async () => {
    const turns = takeTurns();
    const shared = Array.from({ length: 6 }, (_, i) => `S${i}`);
    const a = upload(
      [...shared, 'A1'].map((c) => `${c},Offer,1`),
      { beforeWrite: turns.wait },
    );
    const b = upload(
      ['B1', ...[...shared].reverse()].map((c) => `${c},Offer,1`),
      { beforeWrite: turns.wait },
    );
    const outcomes = await Promise.all([a, b].map((p) => failure(p.finally(turns.leave))));
    const won = outcomes.filter((o) => o === null);
    expect(won).toHaveLength(1);
    expect((outcomes.find((o) => o !== null) as AppError).statusCode).toBe(409);
    const left = await everything();
    expect(left.marked).toBe(0);
    expect(left.codes).toEqual(outcomes[0] === null ? ['A1', ...shared].sort() : ['B1', ...shared].sort());
  });

  it('stops when the client goes away, and when the client is deleted, leaving nothing', async () => {
    const gone = new AbortController();
    const aborted = await failure(
      upload(['G1,Offer,1', 'G2,Offer,1', 'G3,Offer,1'], {
        signal: gone.signal,
        beforeWrite: async () => {
          if ((await everything()).codes.length > 0) gone.abort();
        },
      }),
    );
    expect((aborted as Error).name).toBe('AbortError');
    expect(await everything()).toEqual({ infos: 0, marked: 0, codes: [] });
    let deleted = false;
    const refused = await failure(
      upload(['G1,Offer,1', 'G2,Offer,1', 'G3,Offer,1'], {
        beforeWrite: async () => {
          if (deleted || (await everything()).codes.length === 0) return;
          deleted = true;
          const res = await t.app.inject({
            method: 'DELETE',
            url: `/api/delete-clients/?client_id=${client.id}`,
            headers: bearer(admin),
          });
          expect(res.statusCode, res.body).toBe(200);
        },
      }),
    );
    expect((refused as AppError).statusCode).toBe(400);
    expect((refused as AppError).message).toBe('No such client');
    expect(await everything()).toEqual({ infos: 0, marked: 0, codes: [] });
  });
});

/**
 * Two uploads taking turns: each `wait` lets the other run up to its own next `wait`; an upload that ends
 * calls `leave`, and the other then runs alone.
 */
function takeTurns() {
  let wake: (() => void) | null = null;
  let running = 2;
  return {
    wait: async () => {
      if (running < 2) return;
      const other = wake;
      const mine = new Promise<void>((resolve) => (wake = resolve));
      other?.();
      await mine;
    },
    leave: () => {
      running -= 1;
      const other = wake;
      wake = null;
      other?.();
    },
  };
}
