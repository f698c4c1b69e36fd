import { balanceDueOf, type TCustomerOrderDetail, type TOrderFields } from '@printhub/contract';

import type { OrderRow } from './orders.repository';

/** An order's own row (a customer's order reads the same table). */
type OrderTableRow = OrderRow['order'];

/**
 * The fields an order answer has for the back office and for its customer alike: what was ordered, its money
 * (numeric columns as numbers, the balance by the order's status), its dates as ISO 8601 and its invoice.
 */
export function orderFields(o: OrderTableRow): TOrderFields {
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
    amount_due: Number(o.amountDue),
    paid_amount: Number(o.paidAmount),
    balance_due: balanceDueOf({ status: o.status, amount_due: o.amountDue, paid_amount: o.paidAmount }),
    payment_status: o.paymentStatus,
    coupon_code: o.couponCode,
    delivery_address: o.deliveryAddress,
    print_ref: o.printRef,
    due_at: o.dueAt.toISOString(),
    rush: o.rush,
    invoice_number: o.invoiceNumber,
    invoice_date: o.invoiceDate,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    cancel_reason: o.cancelReason,
    created_at: o.createdAt.toISOString(),
  };
}

/** The price lines and GST terms the order was priced with (both detail answers). */
export function orderPricingFields(
  o: OrderTableRow,
): Pick<TCustomerOrderDetail, 'price_lines' | 'gst_percentage' | 'prices_include_gst'> {
  return {
    price_lines: o.priceLines,
    gst_percentage: Number(o.gstPercentage),
    prices_include_gst: o.pricesIncludeGst,
  };
}
