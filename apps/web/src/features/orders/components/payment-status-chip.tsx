import Chip from '@mui/material/Chip';

import { paymentColor, paymentLabel } from '../payments';

import type { TOrder } from '@printhub/contract';

/** Unpaid, Partly paid, Paid, Refunded, or Refund due (a cancelled order with money still held). */
export function PaymentStatusChip({
  order,
  size = 'small',
}: {
  order: Pick<TOrder, 'payment_status' | 'balance_due'>;
  size?: 'small' | 'medium';
}) {
  return <Chip size={size} label={paymentLabel(order)} color={paymentColor(order)} variant="outlined" />;
}
