import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ADMIN } from '../../../test/constants';
import {
  createTestContext,
  insertBulkOrders,
  seedOrders,
  type SeededOrder,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { orderFiles, orders } from '../../db/schema';
import { makePdf } from '../../db/seed/pdf';
import { storeOrderFile } from './orders.files.service';
import { databaseFileStore } from './orders.storage.service';

import type { TPreflight, TPreflightWarning, TProductionBoard } from '@printhub/contract';

// The shop's clock, fixed: Saturday 28 November 2026, 12:00 in Asia/Kolkata (06:30 UTC); the shop's day
// began at 2026-11-27T18:30Z.
const NOON = Date.parse('2026-11-28T06:30:00Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(NOON + hours * HOUR);

let t: TestContext;
/** The app's clock; a test may move it, and puts it back. */
let now = NOON;
let staff: Staff;
let other: Staff;
let o: Record<string, SeededOrder>;

beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(now) });
  staff = await t.createStaff();
  other = await t.createStaff();
  const print = (s: Omit<Parameters<typeof seedOrders>[1][number], 'orderType'>) =>
    ({ orderType: 'print', ...s }) as const;
  const [
    lateMine,
    soonMine,
    onWayMine,
    deliveredToday,
    deliveredYesterday,
    others,
    waiting,
    rushWaiting,
    sub,
  ] = await seedOrders(t.database.db, [
    print({ status: 'assigned', assignedUser: staff.id, createdAt: at(-50), dueAt: at(-2) }),
    print({ status: 'assigned', assignedUser: staff.id, createdAt: at(-10), dueAt: at(3) }),
    print({ status: 'out-for-delivery', assignedUser: staff.id, createdAt: at(-20), dueAt: at(1) }),
    // Delivered at 00:30 today (shop time) and at 23:30 yesterday: only the first is on the board.
    print({ status: 'delivered', assignedUser: staff.id, createdAt: at(-11.5), dueAt: at(-5) }),
    print({ status: 'delivered', assignedUser: staff.id, createdAt: at(-12.5), dueAt: at(-6) }),
    print({ status: 'assigned', assignedUser: other.id, createdAt: at(-1), dueAt: at(40) }),
    print({ status: 'confirmed', assignedUser: null, createdAt: at(-1), dueAt: at(47) }),
    print({ status: 'confirmed', assignedUser: null, createdAt: at(-1), dueAt: at(7), rush: true }),
    // A subscription order is no print job: never on the board.
    {
      status: 'assigned',
      orderType: 'subscription',
      assignedUser: staff.id,
      createdAt: at(-1),
      dueAt: at(0),
    },
  ]);
  o = {
    lateMine,
    soonMine,
    onWayMine,
    deliveredToday,
    deliveredYesterday,
    others,
    waiting,
    rushWaiting,
    sub,
  } as Record<string, SeededOrder>;
});
afterAll(() => t.close());

const board = async (token?: string, query = '') => {
  const res = await t.call('GET', `/api/production/${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TProductionBoard;
};
const columnIds = (b: TProductionBoard) =>
  Object.fromEntries(b.columns.map((c) => [c.status, { count: c.count, ids: c.results.map((r) => r.id) }]));

describe('issue 37 item 2: GET /api/production/', () => {
  it('issue 37 item 2: a super admin sees every open print order and those delivered today, by column, soonest due first', async () => {
    const b = await board();
    expect(columnIds(b)).toEqual({
      confirmed: { count: 2, ids: [o.rushWaiting!.id, o.waiting!.id] },
      assigned: { count: 3, ids: [o.lateMine!.id, o.soonMine!.id, o.others!.id] },
      'out-for-delivery': { count: 1, ids: [o.onWayMine!.id] },
      delivered: { count: 1, ids: [o.deliveredToday!.id] },
    });
    const card = b.columns[0]!.results[0]!;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, card.id));
    expect(card).toMatchObject({
      id: o.rushWaiting!.id,
      status: 'confirmed',
      title: o.rushWaiting!.title,
      customer_name: `${row!.firstName} ${row!.lastName}`.trim(),
      pdf_page_count: row!.pdfPageCount,
      copies: row!.copies,
      rush: true,
      due_at: at(7).toISOString(),
      first_file_id: o.rushWaiting!.fileId,
    });
    // A card carries what the card shows, nothing more (the board is polled every 10 s).
    expect(Object.keys(card).sort()).toEqual([
      'copies',
      'customer_name',
      'due_at',
      'first_file_id',
      'id',
      'options',
      'pdf_page_count',
      'preflight_warnings',
      'rush',
      'status',
      'title',
    ]);
    expect(Object.keys(card.options).sort()).toEqual(['binding', 'color', 'paper_size', 'sides']);
  });

  it("issue 37 item 2: the delivered column is the shop's day by the app's clock: the next day, the day before's deliveries are gone", async () => {
    const delivered = async (token?: string) => columnIds(await board(token)).delivered;
    expect(await delivered()).toEqual({ count: 1, ids: [o.deliveredToday!.id] });
    // 01:00 the next day (shop time), and back: each day's board asks for that day's deliveries.
    now = NOON + 13 * HOUR;
    try {
      const admin = await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
      expect(await delivered(admin)).toEqual({ count: 0, ids: [] });
    } finally {
      now = NOON;
    }
    expect(await delivered()).toEqual({ count: 1, ids: [o.deliveredToday!.id] });
    expect(await delivered(staff.token)).toEqual({ count: 1, ids: [o.deliveredToday!.id] });
  });

  it('issue 37 item 2: a staff user sees only the orders assigned to them (no confirmed column)', async () => {
    expect(columnIds(await board(staff.token))).toEqual({
      assigned: { count: 2, ids: [o.lateMine!.id, o.soonMine!.id] },
      'out-for-delivery': { count: 1, ids: [o.onWayMine!.id] },
      delivered: { count: 1, ids: [o.deliveredToday!.id] },
    });
    expect(columnIds(await board(other.token))).toEqual({
      assigned: { count: 1, ids: [o.others!.id] },
      'out-for-delivery': { count: 0, ids: [] },
      delivered: { count: 0, ids: [] },
    });
  });

  it('issue 37 item 2: a column holds 100 cards and its count; ?status=X&offset=N pages that one column', async () => {
    // 120 confirmed orders due after the two above, made at once (same customer, due 48 h + n minutes on).
    await insertBulkOrders(t.database.db, {
      seed: 3,
      total: 120,
      columns: {
        created_at: sql`${at(-1).toISOString()}::timestamptz`,
        due_at: sql`${at(47).toISOString()}::timestamptz + n * interval '1 minute'`,
      },
    });
    const first = (await board()).columns.find((c) => c.status === 'confirmed')!;
    expect(first.count).toBe(122);
    expect(first.results).toHaveLength(100);
    const page = await board(undefined, '?status=confirmed&offset=100');
    expect(page.columns.map((c) => c.status)).toEqual(['confirmed']);
    expect(page.columns[0]!.count).toBe(122);
    expect(page.columns[0]!.results).toHaveLength(22);
    const dues = [...first.results, ...page.columns[0]!.results].map((c) => Date.parse(c.due_at));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(new Set([...first.results, ...page.columns[0]!.results].map((c) => c.id)).size).toBe(122);
    await t.database.db.execute(sql`delete from orders where print_ref like 'bulk-ref-%'`);
  });

  it('issue 37 item 2: the query is checked (an unknown status or a negative offset is a 400); signed out is a 401', async () => {
    expect((await t.call('GET', '/api/production/?status=lost')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/production/?status=assigned&offset=-1')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/production/', undefined, null)).statusCode).toBe(401);
  });

  it("issue 37 item 2: a card carries its files' preflight warnings, one per kind, each message named by its file when the order has several", async () => {
    const db = t.database.db;
    const found = (warnings: TPreflightWarning[]): TPreflight => ({
      sizes: [{ width_mm: 210, height_mm: 297, pages: 3 }],
      orientation: { portrait: 3, landscape: 0 },
      mismatched_pages: [],
      color_pages: null,
      blank_pages: null,
      warnings,
    });
    const setPreflight = (fileId: number, warnings: TPreflightWarning[]) =>
      db
        .update(orderFiles)
        .set({ preflight: found(warnings) })
        .where(eq(orderFiles.id, fileId));
    await setPreflight(o.lateMine!.fileId, [
      { code: 'size_mismatch', message: 'Page 2 is Letter' },
      { code: 'mixed_orientation', message: '1 page is landscape' },
    ]);
    await setPreflight(o.soonMine!.fileId, [{ code: 'size_mismatch', message: 'Page 1 is A3' }]);
    await storeOrderFile(
      db,
      databaseFileStore,
      o.soonMine!.id,
      { name: 'cover.pdf', content: makePdf({ pages: 1 }) },
      1,
      found([
        { code: 'repaired', message: 'The file was repaired' },
        { code: 'size_mismatch', message: 'Page 1 is Letter' },
      ]),
    );
    const cards = new Map(
      (await board(staff.token)).columns.flatMap((c) => c.results).map((card) => [card.id, card]),
    );
    expect(cards.get(o.lateMine!.id)!.preflight_warnings).toEqual([
      { code: 'size_mismatch', message: 'Page 2 is Letter' },
      { code: 'mixed_orientation', message: '1 page is landscape' },
    ]);
    const first = `file-${o.soonMine!.id}.pdf`;
    expect(cards.get(o.soonMine!.id)!.preflight_warnings).toEqual([
      { code: 'size_mismatch', message: `${first}: Page 1 is A3 cover.pdf: Page 1 is Letter` },
      { code: 'repaired', message: 'cover.pdf: The file was repaired' },
    ]);
    // The card's thumbnail stays the first file's.
    expect(cards.get(o.soonMine!.id)!.first_file_id).toBe(o.soonMine!.fileId);
    // A file stored before preflight existed has none.
    expect(cards.get(o.onWayMine!.id)!.preflight_warnings).toEqual([]);
  });
});

describe('issue 37 item 2: moves from the board go through the workflow of PATCH', () => {
  /** The board's move: only the id and the column's status (what the web board sends). */
  const boardMove = (id: number, status: string, token: string) =>
    t.call('PATCH', `/api/all-orders/${id}/`, { id, status }, token);
  /** The order screen's move: the whole order object with its status changed. */
  const screenMove = async (id: number, status: string, token: string) => {
    const order = (await t.call('GET', `/api/all-orders/${id}/`)).json() as Record<string, unknown>;
    const { history: _history, ...plain } = order;
    return t.call('PATCH', `/api/all-orders/${id}/`, { ...plain, status }, token);
  };

  it('issue 37 item 2: refused moves are refused alike, with the same reason, and the card stays in its column', async () => {
    const refused: Array<[string, number, string, string]> = [
      // A staff user skipping a step, moving back, or moving another staff user's order.
      ['staff', o.soonMine!.id, 'delivered', 'status'],
      ['staff', o.onWayMine!.id, 'assigned', 'status'],
      ['staff', o.deliveredToday!.id, 'out-for-delivery', 'status'],
      ['staff', o.others!.id, 'out-for-delivery', 'not found'],
      // A super admin moving a confirmed order on without an assignee.
      ['admin', o.waiting!.id, 'out-for-delivery', 'assigned_user'],
    ];
    const before = columnIds(await board());
    for (const [who, id, status, reason] of refused) {
      const token = who === 'staff' ? staff.token : await t.adminToken();
      const fromBoard = await boardMove(id, status, token);
      const fromScreen = await screenMove(id, status, token);
      expect(fromBoard.statusCode, `${who} ${id} → ${status}`).toBe(reason === 'not found' ? 404 : 400);
      expect(fromScreen.statusCode).toBe(fromBoard.statusCode);
      expect(fromBoard.json()).toEqual(fromScreen.json());
      if (reason !== 'not found') {
        expect(fromBoard.json().errors[0].context.key).toBe(reason);
      }
    }
    expect(columnIds(await board())).toEqual(before);
  });

  it('issue 37 item 2: an allowed move takes the card to the next column, for the staff user and the super admin', async () => {
    expect((await boardMove(o.soonMine!.id, 'out-for-delivery', staff.token)).statusCode).toBe(200);
    const mine = columnIds(await board(staff.token));
    expect(mine.assigned!.ids).toEqual([o.lateMine!.id]);
    expect(mine['out-for-delivery']!.ids).toEqual([o.onWayMine!.id, o.soonMine!.id]);
    const all = columnIds(await board());
    expect(all['out-for-delivery']!.ids).toEqual([o.onWayMine!.id, o.soonMine!.id]);
  });
});
