import Chip, { type ChipProps } from '@mui/material/Chip';

import { NOTIFICATION_STATUS_LABELS } from '../list-state';

import type { TNotificationStatus } from '@printhub/contract';

/** Sent green, failed red, waiting for a mail server orange, queued grey. */
const COLORS: Record<TNotificationStatus, NonNullable<ChipProps['color']>> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  not_sent: 'warning',
};

export function NotificationStatusChip({ status }: { status: TNotificationStatus }) {
  return <Chip size="small" label={NOTIFICATION_STATUS_LABELS[status]} color={COLORS[status]} />;
}
