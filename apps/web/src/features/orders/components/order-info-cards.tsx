import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { DetailList } from '@/components/detail-list';
import { fullName, ORDER_TYPE_LABELS } from '@/lib/format';

import { OPTION_LABELS } from '../print-options';
import { ChangeDueDateButton } from './change-due-date-button';
import { DetailCard } from './detail-card';
import { DueCell } from './due-cell';

import type { TOrder } from '@printhub/contract';

/** The labels' column: at least 120 px wide. */
const LABEL_COLUMN = 'minmax(120px, max-content)';

export function CustomerCard({ order }: { order: TOrder }) {
  const { user_data: customer } = order;
  return (
    <DetailCard title="Customer">
      <DetailList
        labelColumn={LABEL_COLUMN}
        items={[
          ['Name', fullName(customer)],
          ['Email', customer.email ? <Link href={`mailto:${customer.email}`}>{customer.email}</Link> : '—'],
          ['Mobile', customer.mobile ? <Link href={`tel:${customer.mobile}`}>{customer.mobile}</Link> : '—'],
          [
            'Delivery address',
            <span style={{ whiteSpace: 'pre-line' }}>{order.delivery_address || '—'}</span>,
          ],
        ]}
      />
    </DetailCard>
  );
}

/** `canChangeDue`: a super admin, who may move the due date (the server refuses anyone else). */
export function PrintDetailsCard({ order, canChangeDue = false }: { order: TOrder; canChangeDue?: boolean }) {
  const { options } = order;
  return (
    <DetailCard title="Print details">
      <DetailList
        labelColumn={LABEL_COLUMN}
        items={[
          ['Title', order.title],
          ['Pages', order.pdf_page_count],
          ['Copies', order.copies],
          ['Color', OPTION_LABELS.color[options.color]],
          ['Sides', OPTION_LABELS.sides[options.sides]],
          ['Paper size', OPTION_LABELS.paper_size[options.paper_size]],
          ['Binding', OPTION_LABELS.binding[options.binding]],
          [
            'Due',
            <>
              <DueCell order={order} />
              {canChangeDue && <ChangeDueDateButton order={order} />}
            </>,
          ],
          ['Coupon code', order.coupon_code || '—'],
          // Given when the order is delivered (or earlier by a super admin), and kept.
          ['Invoice number', order.invoice_number ?? '—'],
          ['Invoice date', order.invoice_date ?? '—'],
          ['Type', ORDER_TYPE_LABELS[order.order_type]],
          [
            'Print reference',
            <Link component={RouterLink} to={`/print/${encodeURIComponent(order.print_ref)}`}>
              {order.print_ref}
            </Link>,
          ],
        ]}
      />
    </DetailCard>
  );
}
