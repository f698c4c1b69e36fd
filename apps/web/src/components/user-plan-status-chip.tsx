import Chip, { type ChipProps } from '@mui/material/Chip';

import { USER_PLAN_STATUS_TEXT, type TUserPlanStatus } from '@/lib/format';

const COLORS: Record<TUserPlanStatus, ChipProps['color']> = {
  active: 'success',
  expired: 'default',
  cancelled: 'warning',
};

/** A customer's subscription plan status: active green, expired grey, cancelled orange. */
export function UserPlanStatusChip({ status }: { status: TUserPlanStatus }) {
  return <Chip size="small" label={USER_PLAN_STATUS_TEXT[status]} color={COLORS[status]} />;
}
