import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

import { allowedStatusMoves } from '../status-moves';
import { DetailCard } from './detail-card';

import type { TStaffUserOption } from '../api/get-staff-users';

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
}

const isStatus = (value: string): value is TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

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
      {isSuperuser ? (
        <Stack sx={{ gap: 3 }}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Status"
              value={target}
              onChange={(event) => setTarget(isStatus(event.target.value) ? event.target.value : '')}
              disabled={busy}
              error={Boolean(errors.status)}
              helperText={errors.status}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="" disabled>
                Choose a status
              </MenuItem>
              {moves.map((value) => (
                <MenuItem key={value} value={value}>
                  {ORDER_STATUS_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={busy || target === ''}
              onClick={() => target !== '' && ask(target)}
            >
              Update status
            </Button>
          </Stack>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Assigned staff"
              value={staffId}
              onChange={(event) => setStaffId(event.target.value)}
              disabled={busy}
              error={Boolean(errors.assigned_user)}
              helperText={
                errors.assigned_user ?? (staffOptions.length === 0 ? 'No active staff users' : undefined)
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="" disabled>
                Choose a staff user
              </MenuItem>
              {staffOptions.map((user) => (
                <MenuItem key={user.id} value={String(user.id)}>
                  {user.full_name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={busy || staffId === '' || Number(staffId) === assignedUser}
              onClick={() => onAssign(Number(staffId))}
            >
              Assign
            </Button>
          </Stack>
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

      <Dialog open={dialog.open} onClose={close} aria-labelledby="status-confirm-title">
        <DialogTitle id="status-confirm-title">Change status?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {dialog.target &&
              `Move order #${orderId} from ${ORDER_STATUS_LABELS[status]} to ${ORDER_STATUS_LABELS[dialog.target]}?`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={confirm} autoFocus>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </DetailCard>
  );
}
