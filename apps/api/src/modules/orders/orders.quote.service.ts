import fs from 'node:fs/promises';

import { ORDER_FILES_FIELD, type TPlaceOrderFields, type TPreflight, type TQuote } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { readSettings } from '../configurations/configurations.service';
import { couponForCustomer } from '../coupons/coupons.service';
import { DUE_TERM_SETTINGS, dueTermsOf, orderDueAt, type DueTerms } from './orders.due.service';
import { checkPageLimit, inspectPdf } from './orders.pdf.service';
import { preflightOf } from './orders.preflight.service';
import { PRICE_SETTINGS, priceOrder, type OrderPrice, type PriceList } from './orders.pricing.service';

import type { DbOrTx } from '../../db/client';
import type { SpooledFile } from './orders.upload.routes';

/**
 * The coupon rule at `now` (the app's clock), answered as a refusal of the order's `coupon_code` field.
 * `customerId` null: a customer not made yet (the counter's new customer), who has no orders.
 */
export async function applicableCoupon(
  db: DbOrTx,
  code: string,
  customerId: number | null,
  opts: { lock: boolean; now: Date },
) {
  try {
    return await couponForCustomer(db, { code, customerId, ...opts });
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 422))
      throw AppError.field('coupon_code', err.message);
    throw err;
  }
}

type InspectedFile = SpooledFile & { pages: number; preflight: TPreflight | null };

/** What an order is priced from, once every refusal that needs no transaction has been made. */
export type PreparedOrder = {
  fields: TPlaceOrderFields;
  files: InspectedFile[];
  pages: number;
  /** The price list as read before the order's transaction. */
  prices: PriceList;
  terms: DueTerms;
  /** The coupon as first looked at (no lock): placing the order looks again under the customer's lock. */
  coupon: Awaited<ReturnType<typeof applicableCoupon>> | null;
};

/**
 * The checks before anything is written, in the order that costs least: the coupon (a first look, so that a
 * wrong code costs no PDF inspection), every file (one at a time, one file in memory at once), the page limit.
 */
export async function prepareOrder(
  db: DbOrTx,
  customerId: number | null,
  fields: TPlaceOrderFields,
  files: SpooledFile[],
  clock: Clock = systemClock,
): Promise<PreparedOrder> {
  const coupon = fields.coupon_code
    ? await applicableCoupon(db, fields.coupon_code, customerId, { lock: false, now: clock.now() })
    : null;
  const settings = await readSettings(db, ['max_upload_pages', ...PRICE_SETTINGS, ...DUE_TERM_SETTINGS]);
  const inspected: InspectedFile[] = [];
  for (const file of files) {
    const inspection = await inspectPdf(await fs.readFile(file.path), file.name, {
      maxPages: settings.max_upload_pages,
      field: ORDER_FILES_FIELD,
    });
    inspected.push({ ...file, pages: inspection.pages, preflight: preflightOf(inspection, fields) });
  }
  const pages = inspected.reduce((sum, f) => sum + f.pages, 0);
  if (inspected.length > 1) checkPageLimit(pages, settings.max_upload_pages, 'This order', ORDER_FILES_FIELD);
  return {
    fields,
    files: inspected,
    pages,
    prices: settings,
    terms: dueTermsOf(settings, clock.timeZone),
    coupon,
  };
}

/** The order's price and due date if placed at `placedAt` with this coupon (or none). */
export function priceOf(
  p: PreparedOrder,
  coupon: { discountPercentage: number } | null,
  placedAt: Date,
): OrderPrice & { dueAt: Date } {
  const { color, sides, paper_size, binding } = p.fields;
  const price = priceOrder({
    pages: p.pages,
    copies: p.fields.copies,
    options: { color, sides, paper_size, binding },
    rush: p.fields.rush,
    discountPercentage: coupon?.discountPercentage ?? 0,
    prices: p.prices,
  });
  return { ...price, dueAt: orderDueAt(p.terms, placedAt, p.fields.rush) };
}

/**
 * POST /api/customer/quote and POST /api/quote: the order these fields and files would make if placed now
 * (the same checks, price and due date as placing it), with nothing written.
 */
export async function quoteOrder(
  db: DbOrTx,
  customerId: number | null,
  fields: TPlaceOrderFields,
  files: SpooledFile[],
  clock: Clock = systemClock,
): Promise<TQuote> {
  const prepared = await prepareOrder(db, customerId, fields, files, clock);
  const price = priceOf(prepared, prepared.coupon, clock.now());
  return {
    amount: price.amount,
    discount: price.discount,
    amount_due: price.amountDue,
    price_lines: price.lines,
    due_at: price.dueAt.toISOString(),
    files: prepared.files.map((f) => ({ name: f.name, pages: f.pages, preflight: f.preflight })),
  };
}
