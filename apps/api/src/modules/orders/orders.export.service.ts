import { csvExport, type CsvColumns } from '../../lib/csv-export';
import { listOrderRows } from './orders.list.service';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TOrder, TOrderListQuery } from '@printhub/contract';
import type { Readable } from 'node:stream';

/** The columns of the order exports: what the order lists show, and the customer's details. */
export const ORDER_CSV_COLUMNS: CsvColumns<TOrder> = {
  id: (o) => o.id,
  created_at: (o) => o.created_at,
  status: (o) => o.status,
  order_type: (o) => o.order_type,
  first_name: (o) => o.user_data.first_name,
  last_name: (o) => o.user_data.last_name,
  email: (o) => o.user_data.email,
  mobile: (o) => o.user_data.mobile,
  title: (o) => o.title,
  pdf_page_count: (o) => o.pdf_page_count,
  copies: (o) => o.copies,
  amount: (o) => o.amount,
  discount: (o) => o.discount,
  amount_due: (o) => o.amount_due,
  paid_amount: (o) => o.paid_amount,
  balance_due: (o) => o.balance_due,
  payment_status: (o) => o.payment_status,
  coupon_code: (o) => o.coupon_code,
  due_at: (o) => o.due_at,
  rush: (o) => o.rush,
  assigned_to: (o) => o.assigned_user_name,
  invoice_number: (o) => o.invoice_number,
  invoice_date: (o) => o.invoice_date,
};

/** Streams the filtered, ordered list as CSV, batch by batch, so memory stays flat whatever the size. */
export function exportOrdersCsv(db: Db, q: TOrderListQuery, clock?: Clock): Readable {
  return csvExport((page) => listOrderRows(db, q, page, clock), ORDER_CSV_COLUMNS);
}
