import {
  API,
  QR_IMAGE_MAX_BYTES,
  startOfTodayUtc,
  ZQrFields,
  type TQrBulkUpdateRequest,
  type TQrBulkUpdateResponse,
  type TQrCode,
  type TQrFields,
  type TQrListQuery,
  type TQrScansPerDay,
} from '@printhub/contract';

import { allDeleted, AppError, isUniqueViolation } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { pngProblem } from '../../lib/png';
import { DAY_MS, isoDay } from '../../lib/time';
import { recordChange, recordChanges, recordEntry, type Actor } from '../audit-log/audit-log.service';
import { redemptionsPerDay } from './qr-codes.redemptions.repository';
import * as repo from './qr-codes.repository';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MultipartBody, UploadedFile } from '../../lib/multipart';

export const QR_IMAGE_TOO_LARGE = `The image must be at most ${QR_IMAGE_MAX_BYTES / 1024 / 1024} MiB`;

export function toQrCode(row: repo.QrRow): TQrCode {
  return {
    id: row.id,
    code: row.code,
    company: row.company,
    value: row.value,
    validity: row.validity.toISOString(),
    generated_date: row.generatedDate.toISOString(),
    count: row.count,
    is_active: row.isActive,
    redirection_url: row.redirectionUrl,
    image: row.hasImage ? API.qrImage(row.id) : null,
    max_redemptions: row.maxRedemptions,
    redeemed: row.redeemed,
  };
}

const randomCount = () => 100 + Math.floor(Math.random() * 900);

function parseFields(body: MultipartBody): TQrFields {
  const parsed = ZQrFields.safeParse(body.fields);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}

function checkImage(file: UploadedFile | null): Buffer | null {
  if (!file) return null;
  const problem = pngProblem(file.data);
  if (problem) throw AppError.field('image', problem);
  return file.data;
}

/** URL mode or image mode, never both (the other one is empty/null). */
function target(fields: TQrFields, image: Buffer | null, keepImage: boolean) {
  if (fields.redirection_url !== '' && image)
    throw AppError.field('redirection_url', 'Use either a redirection URL or an image, not both');
  if (fields.redirection_url !== '') return { redirectionUrl: fields.redirection_url, image: null };
  if (image) return { redirectionUrl: '', image };
  if (keepImage) return { redirectionUrl: '' };
  throw AppError.field('redirection_url', 'Enter a redirection URL or choose a .png image');
}

const codeTaken = (code: string) => new AppError('CONFLICT', `The QR code ${code} is already taken`);

/** The filtered QR codes in the list's ordering: a page, or every one of them without a limit. */
export const qrCodeList = filteredList({
  filter: (q: TQrListQuery, clock: Clock): repo.QrFilter => ({
    id: q.id,
    state: q.state,
    ...searchDaysFilter(q, clock.timeZone),
    now: clock.now(),
  }),
  rows: repo.listQrRows,
  count: repo.countQrCodes,
  item: toQrCode,
});

export async function createQrCode(db: Db, actor: Actor, body: MultipartBody, now: Date): Promise<TQrCode> {
  const fields = parseFields(body);
  const validity = new Date(fields.validity);
  if (validity < startOfTodayUtc(now))
    throw AppError.field('validity', 'Date should not be before minimal date');
  const values = {
    company: fields.company,
    value: fields.value,
    validity,
    count: fields.count ?? randomCount(),
    isActive: fields.is_active ?? true,
    maxRedemptions: fields.max_redemptions ?? null,
    ...target(fields, checkImage(body.file), false),
  };
  // A random code can lose a race with another create: try a few free ones before giving up.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = fields.code || (await repo.pickFreeRandomCode(db));
    if (!code) throw new AppError('CONFLICT', 'Every code from 100 to 999 is taken: enter a code');
    try {
      return await db.transaction(async (tx) => {
        const created = toQrCode(await repo.insertQrCode(tx, { ...values, code }));
        await recordChange(tx, actor, qrEntry({ after: created }));
        return created;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (fields.code) throw codeTaken(code);
    }
  }
  throw new AppError('CONFLICT', 'Could not pick a free code: try again or enter a code');
}

export async function updateQrCode(db: Db, actor: Actor, id: number, body: MultipartBody): Promise<TQrCode> {
  const fields = parseFields(body);
  const current = await repo.findQrCode(db, id);
  if (!current) throw new AppError('NOT_FOUND', 'QR code not found');
  const values = {
    code: fields.code || current.code,
    company: fields.company,
    value: fields.value,
    validity: new Date(fields.validity),
    count: fields.count ?? current.count,
    isActive: fields.is_active ?? current.isActive,
    // Blank clears the cap; an update without the field keeps it.
    maxRedemptions: fields.max_redemptions === undefined ? current.maxRedemptions : fields.max_redemptions,
    ...target(fields, checkImage(body.file), current.hasImage),
  };
  try {
    // The scan count is a counter: an update carrying the count the editor loaded earlier must not undo
    // the scans counted since, so it can raise the count but never lower it.
    return await db.transaction(async (tx) => {
      const before = await repo.findQrCode(tx, id);
      const row = await repo.updateQrCodeRow(tx, id, values, { countAtLeast: fields.count !== undefined });
      if (!before || !row) throw new AppError('NOT_FOUND', 'QR code not found');
      const updated = toQrCode(row);
      await recordChange(tx, actor, qrEntry({ before: toQrCode(before), after: updated }));
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(values.code);
    throw err;
  }
}

/** All or nothing: an unknown id among them refuses the whole request. */
export async function deleteQrCodes(db: Db, actor: Actor, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const before = (await repo.findQrCodesByIds(tx, ids)).map(toQrCode);
    const deleted = allDeleted('QR code', ids, await repo.deleteQrCodeRows(tx, ids));
    await recordChanges(
      tx,
      actor,
      before.map((qr) => qrEntry({ before: qr })),
    );
    return deleted;
  });
}

/** One entry per QR code changed (a bulk delete writes one per code). */
const qrEntry = (record: { before?: TQrCode | null; after?: TQrCode }) =>
  recordEntry('qr-codes', { noun: 'QR code', name: (record.after ?? record.before)!.code }, record);

/**
 * Activates or deactivates several QR codes, all or nothing: an unknown id refuses the whole request. Each code
 * whose state changes gets its own audit entry (one already in that state is left as it was, without one).
 */
export async function setQrCodesActive(
  db: Db,
  actor: Actor,
  req: TQrBulkUpdateRequest,
): Promise<TQrBulkUpdateResponse> {
  const ids = [...new Set(req.ids)];
  return db.transaction(async (tx) => {
    const before = (await repo.findQrCodesByIds(tx, ids)).map(toQrCode);
    const updated = allDeleted('QR code', ids, await repo.setQrCodesActive(tx, ids, req.is_active));
    const verb = req.is_active ? 'Activated' : 'Deactivated';
    await recordChanges(
      tx,
      actor,
      before
        .filter((qr) => qr.is_active !== req.is_active)
        .map((qr) => ({
          action: 'update',
          resource: 'qr-codes',
          resourceId: qr.id,
          summary: `${verb} the QR code ${qr.code}`,
          before: { is_active: qr.is_active },
          after: { is_active: req.is_active },
        })),
    );
    return { updated };
  });
}

export async function getQrImage(db: Db, id: number): Promise<Buffer> {
  const image = await repo.findImageById(db, id);
  if (!image) throw new AppError('NOT_FOUND', 'This QR code has no image');
  return image;
}

export async function getQrScans(db: Db, id: number, days: number, now: Date): Promise<TQrScansPerDay> {
  if (!(await repo.findQrCode(db, id))) throw new AppError('NOT_FOUND', 'QR code not found');
  const from = new Date(startOfTodayUtc(now).getTime() - (days - 1) * DAY_MS);
  const counted = new Map((await repo.scansPerDay(db, id, from)).map((r) => [r.day, r.scans]));
  const redeemed = new Map((await redemptionsPerDay(db, id, from)).map((r) => [r.day, r.redemptions]));
  const list = Array.from({ length: days }, (_, i) => {
    const date = isoDay(from.getTime() + i * DAY_MS);
    return { date, scans: counted.get(date) ?? 0, redemptions: redeemed.get(date) ?? 0 };
  });
  return {
    qr_id: id,
    total: list.reduce((n, d) => n + d.scans, 0),
    redemptions: list.reduce((n, d) => n + d.redemptions, 0),
    days: list,
  };
}
