import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';

import {
  ORDER_FILES_FIELD,
  type TCustomerOrder,
  type TCustomerOrderDetail,
  type TPageQuery,
  type TPlaceOrderFields,
  type TPreflight,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { businessMetrics } from '../../lib/metrics';
import { readSettings } from '../configurations/configurations.service';
import { couponForCustomer } from '../coupons/coupons.service';
import * as repo from './orders.customer.repository';
import { orderDueAt, readDueTerms } from './orders.due.service';
import { storeOrderFile, ORDER_FILE_CHUNK_BYTES } from './orders.files.service';
import { checkPageLimit, inspectPdf } from './orders.pdf.service';
import { preflightOf } from './orders.preflight';
import { insertHistory } from './orders.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { SpooledFile } from './orders.upload.routes';

/** Rupees to whole paise, and back. */
const toPaise = (rupees: number) => Math.round(rupees * 100);
const fromPaise = (paise: number) => paise / 100;

/**
 * The price of an order: every page of every file, times the copies, at the black-and-white or colour
 * price per page, plus the rush surcharge's percentage of that (rounded to the paisa); the coupon's
 * percentage of the whole, rounded to the paisa, is the discount.
 */
export function priceOrder(input: {
  pages: number;
  copies: number;
  pricePerPage: number;
  discountPercentage: number;
  surchargePercentage?: number;
}): { amount: number; discount: number } {
  const basePaise = toPaise(input.pages * input.copies * input.pricePerPage);
  const amountPaise = basePaise + Math.round((basePaise * (input.surchargePercentage ?? 0)) / 100);
  const discountPaise = Math.round((amountPaise * input.discountPercentage) / 100);
  return { amount: fromPaise(amountPaise), discount: fromPaise(Math.min(discountPaise, amountPaise)) };
}

/** The coupon rule, answered as a refusal of the order's `coupon_code` field. */
async function applicableCoupon(db: DbOrTx, code: string, customerId: number, lock: boolean) {
  try {
    return await couponForCustomer(db, { code, customerId, lock });
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 422))
      throw AppError.field('coupon_code', err.message);
    throw err;
  }
}

type Inspected = SpooledFile & { pages: number; preflight: TPreflight | null };

/**
 * Every file read by the PDF inspection, one at a time (one file in memory at once), with its preflight
 * for the ordered paper size.
 */
async function inspectAll(
  files: SpooledFile[],
  maxPages: number,
  options: Pick<TPlaceOrderFields, 'paper_size'>,
): Promise<Inspected[]> {
  const inspected: Inspected[] = [];
  for (const file of files) {
    const inspection = await inspectPdf(await fs.readFile(file.path), file.name, {
      maxPages,
      field: ORDER_FILES_FIELD,
    });
    inspected.push({ ...file, pages: inspection.pages, preflight: preflightOf(inspection, options) });
  }
  return inspected;
}

/**
 * POST /api/customer/orders. Refusals come before anything is written: the coupon (a first look, so that a
 * wrong code costs no PDF inspection), every file, the page limit. Then one transaction checks the coupon
 * again under the customer's row lock, writes the order, its first timeline step and its files, and counts
 * the coupon's use: all of it or nothing.
 */
export async function placeOrder(
  db: Db,
  customerId: number,
  fields: TPlaceOrderFields,
  files: SpooledFile[],
  clock: Clock = systemClock,
): Promise<TCustomerOrder> {
  const code = fields.coupon_code;
  if (code) await applicableCoupon(db, code, customerId, false);
  const settings = await readSettings(db, ['max_upload_pages', 'price_per_page_bw', 'price_per_page_color']);
  const inspected = await inspectAll(files, settings.max_upload_pages, fields);
  const pages = inspected.reduce((sum, f) => sum + f.pages, 0);
  if (inspected.length > 1) checkPageLimit(pages, settings.max_upload_pages, 'This order', ORDER_FILES_FIELD);
  const pricePerPage = fields.color === 'color' ? settings.price_per_page_color : settings.price_per_page_bw;
  const terms = await readDueTerms(db, clock.timeZone);

  const id = await db.transaction(async (tx) => {
    const coupon = code ? await applicableCoupon(tx, code, customerId, true) : null;
    const contact = await repo.findContact(tx, customerId);
    if (!contact) throw new AppError('UNAUTHORIZED', 'Not signed in');
    const price = priceOrder({
      pages,
      copies: fields.copies,
      pricePerPage,
      discountPercentage: coupon?.discountPercentage ?? 0,
      surchargePercentage: fields.rush ? terms.rushSurchargePercentage : 0,
    });
    const placedAt = clock.now();
    const order = await repo.insertOrder(tx, {
      customerId,
      orderType: 'print',
      status: 'confirmed',
      ...contact,
      title: fields.title,
      pdfPageCount: pages,
      copies: fields.copies,
      options: {
        color: fields.color,
        sides: fields.sides,
        paper_size: fields.paper_size,
        binding: fields.binding,
      },
      amount: price.amount,
      discount: price.discount,
      couponCode: coupon?.code ?? null,
      deliveryAddress: fields.delivery_address,
      printRef: randomBytes(16).toString('base64url'),
      rush: fields.rush,
      dueAt: orderDueAt(terms, placedAt, fields.rush),
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await insertHistory(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'confirmed',
      changedAt: placedAt,
    });
    for (const file of inspected) {
      const content = createReadStream(file.path, { highWaterMark: ORDER_FILE_CHUNK_BYTES });
      await storeOrderFile(tx, order.id, { name: file.name, content }, file.pages, file.preflight);
    }
    if (coupon) await repo.addCouponUse(tx, coupon.id);
    return order.id;
  });
  businessMetrics.ordersPlaced.inc();
  return getCustomerOrder(db, customerId, id);
}

function toCustomerOrder(o: repo.CustomerOrderRow, files: repo.FileSummary[]): TCustomerOrder {
  return {
    id: o.id,
    status: o.status,
    order_type: o.orderType,
    title: o.title,
    pdf_page_count: o.pdfPageCount,
    copies: o.copies,
    options: o.options,
    amount: Number(o.amount),
    discount: Number(o.discount),
    coupon_code: o.couponCode,
    delivery_address: o.deliveryAddress,
    print_ref: o.printRef,
    due_at: o.dueAt.toISOString(),
    rush: o.rush,
    files: files
      .filter((f) => f.orderId === o.id)
      .map((f) => ({ id: f.id, name: f.name, pages: f.pages, size: f.size, preflight: f.preflight })),
    created_at: o.createdAt.toISOString(),
  };
}

/** GET /api/customer/orders: the customer's own orders, newest first. */
export async function listCustomerOrders(db: Db, customerId: number, page: TPageQuery) {
  const { rows, count } = await repo.listCustomerOrders(db, customerId, page);
  const files = await repo.listFilesOf(
    db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((r) => toCustomerOrder(r, files)) };
}

/** A staff user as a customer sees them: their first name. */
const firstName = (fullName: string | null) => fullName?.trim().split(/\s+/)[0] ?? null;

/** GET /api/customer/orders/{id}/: one of the customer's orders with its timeline; anyone else's is 404. */
export async function getCustomerOrder(
  db: Db,
  customerId: number,
  id: number,
): Promise<TCustomerOrderDetail> {
  const order = await repo.findCustomerOrder(db, customerId, id);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const [files, timeline] = await Promise.all([repo.listFilesOf(db, [id]), repo.listTimeline(db, id)]);
  return {
    ...toCustomerOrder(order, files),
    history: timeline.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      changed_by: firstName(h.changedByName),
      assigned_to: firstName(h.assignedToName),
      changed_at: h.changedAt.toISOString(),
    })),
  };
}
