import Chip, { type ChipProps } from '@mui/material/Chip';

import { ORDER_STATUS_LABELS, type TOrderStatus } from '@printhub/contract';

/** Status colours: confirmed grey, assigned blue, out-for-delivery orange, delivered green, cancelled red. */
export const ORDER_STATUS_COLORS: Record<TOrderStatus, NonNullable<ChipProps['color']>> = {
  confirmed: 'default',
  assigned: 'info',
  'out-for-delivery': 'warning',
  delivered: 'success',
  cancelled: 'error',
};

export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: TOrderStatus;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      label={ORDER_STATUS_LABELS[status]}
      color={ORDER_STATUS_COLORS[status]}
      size={size}
      data-status={status}
    />
  );
}
