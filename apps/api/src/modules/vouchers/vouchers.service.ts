import {
  API,
  startOfTodayUtc,
  VOUCHER_IMAGE_MAX_BYTES,
  type TVoucherInfo,
  type ZCreateVoucherRequest,
  type ZUpdateVoucherRequest,
} from '@printhub/contract';

import { allDeleted, AppError, isUniqueViolation } from '../../lib/app-error';
import { pngProblem } from '../../lib/png';
import { recordChange, recordChanges, type Actor } from '../audit-log/audit-log.service';
import { clientExists } from '../clients/clients.repository';
import * as repo from './vouchers.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { z } from 'zod';

type CreateVoucher = z.output<typeof ZCreateVoucherRequest>;
type UpdateVoucher = z.output<typeof ZUpdateVoucherRequest>;

function toVoucherInfo(info: repo.InfoRow, codes: repo.CodeRow[]): TVoucherInfo {
  return {
    id: info.id,
    client: info.clientId,
    client_name: info.clientName,
    voucher_detail: info.voucherDetail,
    cost: info.cost,
    expiry_date: info.expiryDate.toISOString(),
    image: info.hasImage ? API.voucherImage(info.id) : info.imageUrl,
    is_single: info.isSingle,
    created_on: info.createdOn.toISOString(),
    vouchers: codes.map((c) => ({
      voucher_code: c.voucherCode,
      is_assigned: c.isAssigned,
      is_active: c.isActive,
    })),
  };
}

export async function listVouchers(
  db: DbOrTx,
  filter: { clientId?: number; id?: number },
): Promise<TVoucherInfo[]> {
  const infos = await repo.findInfos(db, filter);
  const codes = await repo.findCodes(
    db,
    infos.map((i) => i.id),
  );
  const byInfo = new Map<number, repo.CodeRow[]>();
  for (const c of codes) {
    const list = byInfo.get(c.voucherInfoId);
    if (list) list.push(c);
    else byInfo.set(c.voucherInfoId, [c]);
  }
  return infos.map((info) => toVoucherInfo(info, byInfo.get(info.id) ?? []));
}

async function getVoucher(db: DbOrTx, id: number): Promise<TVoucherInfo> {
  const [voucher] = await listVouchers(db, { id });
  if (!voucher) throw new AppError('NOT_FOUND', 'Voucher not found');
  return voucher;
}

/** The PNG from a base64 string (optionally a data: URL), checked by its bytes and size. */
export function decodeImage(base64: string): Buffer {
  const body = base64.replace(/^data:image\/png;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw AppError.field('image', 'The image must be base64 data');
  const data = Buffer.from(body, 'base64');
  if (data.length > VOUCHER_IMAGE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image must be at most 5 MiB');
  const problem = pngProblem(data);
  if (problem) throw AppError.field('image', problem);
  return data;
}

function parseExpiry(value: string, now: Date): Date {
  const expiry = new Date(value);
  if (expiry < startOfTodayUtc(now))
    throw AppError.field('expiry_date', 'Date should not be before minimal date');
  return expiry;
}

async function requireClient(tx: DbOrTx, clientId: number) {
  if (!(await clientExists(tx, clientId))) throw AppError.field('client', 'No such client');
}

async function refuseTaken(tx: DbOrTx, clientId: number, codes: string[]) {
  const taken = await repo.existingCodes(tx, clientId, codes);
  if (taken.size > 0)
    throw new AppError(
      'CONFLICT',
      `This client already has the voucher code ${[...taken].slice(0, 20).join(', ')}`,
    );
}

/** Runs fn; a unique violation (two requests adding the same code at once) becomes the 409 it stands for. */
async function conflictOnDuplicate<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'This client already has one of these voucher codes');
    throw err;
  }
}

const voucherEntry = (
  action: 'create' | 'update' | 'delete',
  v: TVoucherInfo,
  before: TVoucherInfo | null,
) => ({
  action,
  resource: 'vouchers' as const,
  resourceId: v.id,
  summary: `${{ create: 'Created', update: 'Updated', delete: 'Deleted' }[action]} the voucher ${v.voucher_detail}`,
  before,
  after: action === 'delete' ? null : v,
});

export async function createVoucher(
  db: Db,
  actor: Actor,
  input: CreateVoucher,
  now: Date,
): Promise<TVoucherInfo> {
  const expiryDate = parseExpiry(input.expiry_date, now);
  const image = input.image ? decodeImage(input.image) : null;
  return conflictOnDuplicate(() =>
    db.transaction(async (tx) => {
      await requireClient(tx, input.client);
      const codes = input.vouchers.map((v) => v.voucher_code);
      await refuseTaken(tx, input.client, codes);
      const id = await repo.insertInfo(tx, {
        clientId: input.client,
        voucherDetail: input.voucher_detail,
        cost: input.cost,
        expiryDate,
        image,
        isSingle: input.is_single,
      });
      await repo.insertCodes(
        tx,
        input.vouchers.map((v) => ({
          voucherInfoId: id,
          clientId: input.client,
          code: v.voucher_code,
          isActive: v.is_active,
        })),
      );
      const created = await getVoucher(tx, id);
      await recordChange(tx, actor, voucherEntry('create', created, null));
      return created;
    }),
  );
}

/** The codes after an update: a single voucher's renamed code, or a multiple voucher's new list. */
async function replaceCodes(
  tx: DbOrTx,
  info: { id: number; isSingle: boolean },
  clientId: number,
  wanted: string[],
) {
  if (info.isSingle && wanted.length !== 1)
    throw AppError.field('vouchers', 'A single voucher has exactly one code');
  const current = await repo.findCodes(tx, [info.id]);
  const removed = current.filter((c) => !wanted.includes(c.voucherCode));
  const bought = removed.filter((c) => c.isAssigned);
  if (bought.length > 0)
    throw new AppError(
      'CONFLICT',
      `A user has bought ${bought.map((c) => c.voucherCode).join(', ')}: it cannot be removed`,
    );
  const added = wanted.filter((code) => !current.some((c) => c.voucherCode === code));
  await repo.deleteCodes(
    tx,
    removed.map((c) => c.id),
  );
  await refuseTaken(tx, clientId, added);
  await repo.insertCodes(
    tx,
    added.map((code) => ({ voucherInfoId: info.id, clientId, code })),
  );
}

export async function updateVoucher(db: Db, actor: Actor, input: UpdateVoucher): Promise<TVoucherInfo> {
  const image = input.image ? decodeImage(input.image) : undefined;
  return conflictOnDuplicate(() =>
    db.transaction(async (tx) => {
      const info = await repo.lockInfo(tx, input.id);
      if (!info) throw new AppError('NOT_FOUND', 'Voucher not found');
      const before = await getVoucher(tx, input.id);
      await requireClient(tx, input.client);
      await repo.updateInfo(tx, input.id, {
        clientId: input.client,
        voucherDetail: input.voucher_detail,
        cost: input.cost,
        expiryDate: new Date(input.expiry_date),
        ...(image ? { image, imageUrl: null } : {}),
      });
      const wanted =
        input.vouchers?.map((v) => v.voucher_code) ?? (input.voucher_code ? [input.voucher_code] : null);
      if (wanted) await replaceCodes(tx, info, input.client, wanted);
      const after = await getVoucher(tx, input.id);
      await recordChange(tx, actor, voucherEntry('update', after, before));
      return after;
    }),
  );
}

/**
 * All or nothing; refused while a user holds one of their codes. The codes are locked first, so a purchase
 * running at the same time either finishes first (and the delete is a 409) or finds no free code (409).
 */
export async function deleteVouchers(db: Db, actor: Actor, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const bought = await repo.lockCodesFindBought(tx, ids);
    if (bought)
      throw new AppError('CONFLICT', `A user has bought the code ${bought}: the voucher cannot be deleted`);
    const before = (await Promise.all(ids.map((id) => listVouchers(tx, { id })))).flat();
    const deleted = allDeleted('Voucher', ids, await repo.deleteInfos(tx, ids));
    await recordChanges(
      tx,
      actor,
      before.map((v) => voucherEntry('delete', v, v)),
    );
    return deleted;
  });
}

export async function getVoucherImage(db: Db, id: number): Promise<Buffer> {
  const image = await repo.findImage(db, id);
  if (!image) throw new AppError('NOT_FOUND', 'This voucher has no image');
  return image;
}
