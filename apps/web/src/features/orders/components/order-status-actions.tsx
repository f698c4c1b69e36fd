import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { ORDER_STATUS_LABELS, type TOrderStatus } from '@printhub/contract';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterSelect } from '@/components/filter-select';

import { allowedStatusMoves } from '../status-moves';
import { DetailCard } from './detail-card';
import { isOrderStatus } from './status-select';

import type { TStaffUserOption } from '@printhub/contract';

export interface OrderActionErrors {
  status?: string;
  assigned_user?: string;
}

export interface OrderStatusActionsProps {
  orderId: number;
  isSuperuser: boolean;
  status: TOrderStatus;
  assignedUser: number | null;
  /** The current assignee's name, offered even when they are missing from `staffUsers` (inactive, loading). */
  assignedUserName?: string | null;
  /** Super admin: the staff users to assign. */
  staffUsers?: readonly TStaffUserOption[];
  busy?: boolean;
  /** Server field errors of the last attempt (400 `context.key`). */
  errors?: OrderActionErrors;
  /** Called once the status change is confirmed. */
  onChangeStatus: (status: TOrderStatus) => void;
  onAssign: (userId: number) => void;
  /** Super admin: the "Cancel order" action, shown below the others (for an order that may be cancelled). */
  cancelAction?: ReactNode;
}

export const markAsLabel = (status: TOrderStatus): string => `Mark as ${ORDER_STATUS_LABELS[status]}`;

/**
 * The status and assignment controls, offering only what the signed-in role may do: staff get one
 * "Mark as …" button for the next step; a super admin any status and the staff assignment. Every status
 * change asks for confirmation first.
 */
export function OrderStatusActions({
  orderId,
  isSuperuser,
  status,
  assignedUser,
  assignedUserName = null,
  staffUsers = [],
  busy = false,
  errors = {},
  onChangeStatus,
  onAssign,
  cancelAction,
}: OrderStatusActionsProps) {
  const moves = allowedStatusMoves(isSuperuser, status);
  const [target, setTarget] = useState<TOrderStatus | ''>('');
  // The target stays set while the dialog closes, so its text does not vanish during the transition.
  const [dialog, setDialog] = useState<{ open: boolean; target: TOrderStatus | null }>({
    open: false,
    target: null,
  });
  const ask = (target: TOrderStatus) => setDialog({ open: true, target });
  const close = () => setDialog((current) => ({ ...current, open: false }));
  const [staffId, setStaffId] = useState<string>(assignedUser === null ? '' : String(assignedUser));

  const staffOptions =
    assignedUser !== null && !staffUsers.some((user) => user.id === assignedUser)
      ? [{ id: assignedUser, full_name: assignedUserName ?? `Staff user #${assignedUser}` }, ...staffUsers]
      : staffUsers;

  const confirm = () => {
    if (dialog.open && dialog.target) onChangeStatus(dialog.target);
    close();
  };

  return (
    <DetailCard title="Actions">
      {status === 'cancelled' ? (
        <Typography color="text.secondary">
          This order is cancelled: nothing more can be done with it.
        </Typography>
      ) : isSuperuser ? (
        <Stack sx={{ gap: 3 }}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <FilterSelect
              label="Status"
              placeholder="Choose a status"
              value={target}
              onChange={(value) => setTarget(isOrderStatus(value) ? value : '')}
              options={moves.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
              disabled={busy}
              error={Boolean(errors.status)}
              helperText={errors.status}
              minWidth={220}
            />
            <Button
              variant="contained"
              disabled={busy || target === ''}
              onClick={() => target !== '' && ask(target)}
            >
              Update status
            </Button>
          </Stack>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <FilterSelect
              label="Assigned staff"
              placeholder="Choose a staff user"
              value={staffId}
              onChange={setStaffId}
              options={staffOptions.map((user) => ({ value: String(user.id), label: user.full_name }))}
              disabled={busy}
              error={Boolean(errors.assigned_user)}
              helperText={
                errors.assigned_user ?? (staffOptions.length === 0 ? 'No active staff users' : undefined)
              }
              minWidth={220}
            />
            <Button
              variant="outlined"
              disabled={busy || staffId === '' || Number(staffId) === assignedUser}
              onClick={() => onAssign(Number(staffId))}
            >
              Assign
            </Button>
          </Stack>
          {cancelAction}
        </Stack>
      ) : moves.length > 0 ? (
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          {moves.map((move) => (
            <Button key={move} variant="contained" disabled={busy} onClick={() => ask(move)}>
              {markAsLabel(move)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">This order needs no further action.</Typography>
      )}

      <ConfirmDialog
        open={dialog.open}
        title="Change status?"
        message={
          dialog.target &&
          `Move order #${orderId} from ${ORDER_STATUS_LABELS[status]} to ${ORDER_STATUS_LABELS[dialog.target]}?`
        }
        confirmLabel="Confirm"
        focusConfirm
        onConfirm={confirm}
        onCancel={close}
      />
    </DetailCard>
  );
}
