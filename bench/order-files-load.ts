/**
 * Order files under the mixed load: customers placing print orders with a PDF (`POST /api/customer/orders`)
 * and downloading the files of orders placed before (`GET /api/order-files/{id}/download`, each download's
 * SHA-256 compared with the bytes uploaded), as loops of requests next to the mixed load's autocannon run.
 * Afterwards (checkFiles): every acknowledged order is stored with its file; an order whose answer was lost
 * (a 502 from the round robin, in flight on a killed process) is there whole or not at all; and every file
 * stored is readable, byte for byte.
 */
import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';

import { makePdf } from '../apps/api/src/db/seed/pdf';
import { orderForm } from './checkout.bench';

import type { Database } from '../apps/api/src/db/client';
import type { LoadCheck } from './mixed-load.bench';

export type FileKind = 'upload' | 'download';
/** One request of the loops; `bytesOk` is false for a download whose bytes differ from the upload's. */
export type FileOutcome = { kind: FileKind; status: number; bytesOk: boolean };
/**
 * What a request in flight on a process that died comes to: the round robin's 502, or an answer cut off
 * half-way (counted the same).
 */
export const LOST = 502;

export type UploadedFile = { id: number; order: number; customer: number; sha256: string };

export type FileState = {
  pdfs: { data: Buffer; sha256: string }[];
  /** The files of acknowledged orders. */
  files: UploadedFile[];
  customerTokens: Map<number, string>;
  buyers: number[];
};

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** `count` PDFs of about `bytes` each, different bytes each (random padding, which nothing compresses). */
export function fileState(
  fixture: { customerTokens: Map<number, string>; buyers: number[] },
  count: number,
  bytes: number,
): FileState {
  const pdfs = Array.from({ length: count }, (_, i) => {
    const data = makePdf({ pages: 2 + (i % 3), title: `Scale ${i}`, padTo: bytes });
    return { data, sha256: sha256(data) };
  });
  return { pdfs, files: [], customerTokens: fixture.customerTokens, buyers: fixture.buyers };
}

/** One order placed by a buyer through `url`; its status, and the file kept in `state` on a 201. */
export async function upload(url: string, state: FileState): Promise<number> {
  const customer = pick(state.buyers);
  const pdf = pick(state.pdfs);
  const res = await fetch(`${url}/api/customer/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${state.customerTokens.get(customer)!}` },
    body: orderForm(pdf.data),
  }).catch(() => null);
  if (!res) return 0;
  // An answer cut off half-way (its process killed) is as lost as one never begun.
  const body = await res.text().catch(() => null);
  if (body === null) return LOST;
  if (res.status === 201) {
    const order = JSON.parse(body) as { id: number; files: { id: number }[] };
    for (const f of order.files)
      state.files.push({ id: f.id, order: order.id, customer, sha256: pdf.sha256 });
  }
  return res.status;
}

/** The SHA-256 of a file downloaded with `token`, or the status when it is not a 200. */
export async function download(
  url: string,
  id: number,
  token: string,
): Promise<{ status: number; sha256?: string }> {
  const res = await fetch(`${url}/api/order-files/${id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => null);
  if (!res) return { status: 0 };
  if (res.status !== 200) {
    await res.arrayBuffer().catch(() => null);
    return { status: res.status };
  }
  const hash = createHash('sha256');
  try {
    for await (const piece of res.body!) hash.update(piece);
  } catch {
    return { status: LOST };
  }
  return { status: 200, sha256: hash.digest('hex') };
}

/**
 * `uploaders` and `downloaders` loops of requests through `url` for `seconds`; a loop starts no request after
 * that and waits for its last answer, so none is cut off. A download is of a file of its customer's.
 */
export async function fileLoad(
  url: string,
  state: FileState,
  opts: { uploaders: number; downloaders: number; seconds: number },
  outcomes: FileOutcome[],
  times: number[],
): Promise<void> {
  const deadline = Date.now() + opts.seconds * 1000;
  const timed = async (kind: FileKind, request: () => Promise<{ status: number; bytesOk: boolean }>) => {
    const t0 = performance.now();
    const { status, bytesOk } = await request();
    if (Date.now() < deadline) times.push(performance.now() - t0);
    outcomes.push({ kind, status, bytesOk });
  };
  const uploader = async () => {
    while (Date.now() < deadline)
      await timed('upload', async () => ({ status: await upload(url, state), bytesOk: true }));
  };
  const downloader = async () => {
    while (Date.now() < deadline) {
      const file = pick(state.files);
      await timed('download', async () => {
        const got = await download(url, file.id, state.customerTokens.get(file.customer)!);
        return { status: got.status, bytesOk: got.status !== 200 || got.sha256 === file.sha256 };
      });
    }
  };
  await Promise.all([
    ...Array.from({ length: opts.uploaders }, uploader),
    ...Array.from({ length: opts.downloaders }, downloader),
  ]);
}

/** The loops' rows for the load's table: requests, statuses, and those that are errors (`LOST` is not). */
export function fileTable(outcomes: FileOutcome[]) {
  return (['upload', 'download'] as const).map((kind) => {
    const mine = outcomes.filter((o) => o.kind === kind);
    const byStatus = new Map<number, number>();
    for (const o of mine) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const ok = kind === 'upload' ? 201 : 200;
    return {
      request: kind,
      requests: mine.length,
      statuses: [...byStatus]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
      errors: mine.filter((o) => (o.status !== ok && o.status !== LOST) || !o.bytesOk).length,
    };
  });
}

const check = (
  name: string,
  expected: unknown,
  actual: unknown,
  pass = String(expected) === String(actual),
): LoadCheck => ({
  check: name,
  expected: String(expected),
  actual: String(actual),
  result: pass ? 'pass' : 'FAIL',
});

/**
 * The files of every order after `afterOrder` (the orders the loops placed), checked against `state`: the
 * acknowledged ones all there, the others (their answer lost) at most `lostUploads` and whole, and every file
 * downloaded by the admin through `url` with the bytes uploaded. `when` names the moment in the checks.
 */
export async function checkFiles(
  database: Database,
  url: string,
  adminToken: string,
  state: FileState,
  opts: { afterOrder: number; lostUploads: number; when: string },
): Promise<LoadCheck[]> {
  const rows = (
    (await database.db.execute(sql`
      select o.id as order_id, f.id, f.sha256 from orders o left join order_files f on f.order_id = o.id
      where o.id > ${opts.afterOrder} order by o.id, f.id`)) as unknown as {
      rows: { order_id: number; id: number | null; sha256: string | null }[];
    }
  ).rows;
  const known = new Map(state.files.map((f) => [f.id, f]));
  const acknowledgedOrders = new Set(state.files.map((f) => f.order));
  const stored = new Set(rows.map((r) => r.id));
  const orders = new Map<number, number>();
  for (const r of rows) orders.set(r.order_id, (orders.get(r.order_id) ?? 0) + (r.id === null ? 0 : 1));
  const unacknowledged = [...orders.keys()].filter((o) => !acknowledgedOrders.has(o));
  const variants = new Set(state.pdfs.map((p) => p.sha256));
  let unreadable = 0;
  const queue = rows.filter((r) => r.id !== null);
  const total = queue.length;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const got = await download(url, r.id!, adminToken);
        const expected = known.get(r.id!)?.sha256;
        const right = expected
          ? got.sha256 === expected
          : got.sha256 !== undefined && variants.has(got.sha256);
        if (!right || got.sha256 !== r.sha256) unreadable += 1;
      }
    }),
  );
  return [
    check(
      `acknowledged order files missing (of ${state.files.length}) ${opts.when}`,
      0,
      state.files.filter((f) => !stored.has(f.id)).length,
    ),
    check(
      `orders placed without one file each ${opts.when}`,
      0,
      [...orders.values()].filter((n) => n !== 1).length,
    ),
    check(
      `orders stored whose answer was lost ${opts.when}`,
      `≤ ${opts.lostUploads}`,
      unacknowledged.length,
      unacknowledged.length <= opts.lostUploads,
    ),
    check(`files unreadable or not the bytes uploaded (of ${total}) ${opts.when}`, 0, unreadable),
  ];
}
