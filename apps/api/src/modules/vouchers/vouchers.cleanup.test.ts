import { randomUUID } from 'node:crypto';

import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  createClient,
  createTestContext,
  createVoucher,
  dateIn,
  waitForJob,
  type TestContext,
} from '../../../test/helper';
import { clients, leases, voucherCodes, voucherInfos } from '../../db/schema';
import { takeLease } from '../../lib/leases';
import { cleanUpAbandonedUploads, UPLOAD_CLEAN_UP_CRON, uploadCleanUpJob } from './vouchers.cleanup.service';
import * as repo from './vouchers.repository';
import { UPLOAD_LEASE } from './vouchers.staging.service';
import { uploadVouchers } from './vouchers.upload.service';

import type { AppError } from '../../lib/app-error';

/** The clean-up of unfinished CSV uploads: only those whose lease has expired, or that no lease names. */

let t: TestContext;
let client: { id: number };

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${clients}, ${leases} restart identity cascade`);
  client = await createClient(t);
});

const EXPIRY = new Date(`${dateIn(10)}T12:00:00.000Z`);
/** The uploads' clock stands still at T0; their lease lasts a second past each renewal. */
const T0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE_MS = 1000;
const csv = (codes: string[]) =>
  Buffer.from(['voucher_code,voucher_detail,cost', ...codes.map((c) => `${c},Offer,1`)].join('\n'));
const upload = (codes: string[], beforeWrite: () => Promise<void>) =>
  uploadVouchers(
    t.database,
    { clientId: client.id, expiryDate: EXPIRY, file: csv(codes) },
    {
      limits: { maxRows: 1000, reportedErrors: 100, batchRows: 2 },
      clock: () => T0,
      leaseMs: LEASE_MS,
      beforeWrite,
    },
  );
const cleanUp = (now: Date) => cleanUpAbandonedUploads(t.database.db, { now, leaseMs: LEASE_MS });

/** Every row, shown or not, and the leases held. */
const everything = async () => ({
  infos: (await t.database.db.select().from(voucherInfos)).length,
  marked: (await t.database.db.select().from(voucherInfos).where(isNotNull(voucherInfos.uploadId))).length,
  codes: (await t.database.db.select({ code: voucherCodes.voucherCode }).from(voucherCodes))
    .map((c) => c.code)
    .sort(),
  leases: (await t.database.db.select().from(leases)).length,
});

/**
 * Rows as a process that died half-way through an upload leaves them; `owner` held its lease until +1 s
 * (from T0 unless `leasedAt` says).
 */
async function leftBehind(codes: string[], owner?: string, leasedAt = T0) {
  const uploadId = randomUUID();
  const info = { clientId: client.id, voucherDetail: 'Cut', cost: 1, expiryDate: EXPIRY, imageUrl: null };
  const [id] = await repo.insertInfos(t.database.db, [{ ...info, isSingle: false }], uploadId);
  await repo.insertCodes(
    t.database.db,
    codes.map((code) => ({ voucherInfoId: id!, clientId: client.id, code })),
  );
  if (owner)
    await takeLease(t.database.db, {
      kind: UPLOAD_LEASE,
      key: uploadId,
      ttlMs: LEASE_MS,
      now: leasedAt,
      owner,
    });
}

describe('cleaning up unfinished CSV uploads', () => {
  it('leaves an upload in progress alone until its lease expires: the upload completes', async () => {
    const cleaned: number[] = [];
    let steps = 0;
    const done = await upload(['U1', 'U2', 'U3', 'U4', 'U5'], async () => {
      steps += 1;
      if (steps !== 3) return;
      // Half-way (the lease renewed at T0, live until T0 + 1 s): nothing to clean, whatever the clock says.
      cleaned.push(await cleanUp(T0), await cleanUp(at(LEASE_MS - 1)));
      expect(await everything()).toMatchObject({ marked: 1, codes: ['U1', 'U2'], leases: 1 });
    });
    expect(cleaned).toEqual([0, 0]);
    expect(done).toMatchObject({ vouchers_created: 1, codes_created: 5 });
    expect(await everything()).toEqual({
      infos: 1,
      marked: 0,
      codes: ['U1', 'U2', 'U3', 'U4', 'U5'],
      leases: 0,
    });
  });

  it('deletes what a dead process left once its lease has expired, and rows no lease names at once', async () => {
    await createVoucher(t, client.id, ['KEEP']);
    await leftBehind(['DEAD1', 'DEAD2'], 'dead@elsewhere/0000');
    await leftBehind(['NONE1']);
    expect(await everything()).toMatchObject({ infos: 3, marked: 2, leases: 1 });
    expect(await cleanUp(at(LEASE_MS - 1))).toBe(1);
    expect(await everything()).toEqual({
      infos: 2,
      marked: 1,
      codes: ['DEAD1', 'DEAD2', 'KEEP'],
      leases: 1,
    });
    expect(await cleanUp(at(LEASE_MS))).toBe(1);
    expect(await everything()).toEqual({ infos: 1, marked: 0, codes: ['KEEP'], leases: 0 });
    expect(await cleanUp(at(LEASE_MS))).toBe(0);
  });

  it('an upload whose lease was taken over (it stalled past the expiry) stops and stores nothing', async () => {
    let steps = 0;
    const refused = await upload(['S1', 'S2', 'S3', 'S4', 'S5'], async () => {
      steps += 1;
      if (steps === 3) expect(await cleanUp(at(LEASE_MS))).toBe(1);
    }).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(refused?.statusCode).toBe(409);
    expect(refused?.message).toMatch(/^The upload was interrupted: nothing was stored/);
    expect(await everything()).toEqual({ infos: 0, marked: 0, codes: [], leases: 0 });
  });
});

describe("the clean-up on pg-boss's schedule", () => {
  it("is scheduled once a minute for the cluster, and its job cleans up at the app's clock", async () => {
    expect(await t.app.jobs.boss.getSchedules(uploadCleanUpJob.name)).toMatchObject([
      { name: uploadCleanUpJob.name, cron: UPLOAD_CLEAN_UP_CRON, timezone: 'UTC' },
    ]);
    await createVoucher(t, client.id, ['KEEP']);
    // Its lease expired at T0 + 1 s, long before the app's clock (the wall clock).
    await leftBehind(['DEAD1', 'DEAD2'], 'dead@elsewhere/0000');
    // Its lease lives until a day after the app's clock: the upload is in progress.
    await leftBehind(['LIVE1'], 'live@elsewhere/0000', new Date(Date.now() + 24 * 3600_000));
    const id = await t.app.jobs.boss.send(uploadCleanUpJob.name, {});
    await waitForJob(t.app, uploadCleanUpJob.name, id!, 'completed');
    expect(await everything()).toEqual({ infos: 2, marked: 1, codes: ['KEEP', 'LIVE1'], leases: 1 });
  });
});
