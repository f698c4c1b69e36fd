import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';

import { toast } from '@/lib/notices';

import { useDeleteVoucherCodes } from '../api/delete-voucher-codes';
import { useDeleteVouchers } from '../api/delete-vouchers';
import { codeDeleteRefusal, deleteIds, deleteQuestion, type DeleteKind } from '../delete-choice';
import { codesText, vouchersText } from '../list-state';

import type { TVoucherCodeRow } from '@printhub/contract';

export interface VoucherDeleteDialogProps {
  /** The selected code rows (at least one). */
  rows: readonly TVoucherCodeRow[];
  onClose: () => void;
  onDeleted: () => void;
  /** A refused or failed delete: the screen shows its warning banner. */
  onFailed: (error: unknown) => void;
}

/**
 * DELETE's question: the selected codes only (their vouchers keep their other codes), or the whole vouchers
 * with every code they have. Codes are the default, as the rows are codes, unless they cannot go alone (a
 * bought code, or every code of a voucher), which the dialog then says.
 */
export function VoucherDeleteDialog({ rows, onClose, onDeleted, onFailed }: VoucherDeleteDialogProps) {
  const titleId = useId();
  const refusal = codeDeleteRefusal(rows);
  const [kind, setKind] = useState<DeleteKind>(refusal ? 'vouchers' : 'codes');
  const removeCodes = useDeleteVoucherCodes();
  const removeVouchers = useDeleteVouchers();
  const busy = removeCodes.isPending || removeVouchers.isPending;
  const several = rows.length > 1;

  const confirm = () => {
    const mutation = kind === 'codes' ? removeCodes : removeVouchers;
    mutation.mutate(deleteIds(kind, rows), {
      onSuccess: ({ deleted }) => {
        toast.success(`${(kind === 'codes' ? codesText : vouchersText)(deleted.length)} deleted`);
        onDeleted();
      },
      onError: onFailed,
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{deleteQuestion(kind, rows)}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label="What to delete"
          value={kind}
          onChange={(event) => setKind(event.target.value as DeleteKind)}
        >
          <FormControlLabel
            value="codes"
            disabled={refusal !== null}
            control={<Radio />}
            label={several ? 'Only the selected codes' : 'Only this code'}
          />
          {refusal && <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{refusal}</FormHelperText>}
          <FormControlLabel
            value="vouchers"
            control={<Radio />}
            label={
              several ? 'Their whole vouchers, with all their codes' : 'The whole voucher, with all its codes'
            }
          />
        </RadioGroup>
        <DialogContentText sx={{ mt: 1 }}>
          {kind === 'codes' ? 'Each voucher keeps its other codes. ' : ''}This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={busy} variant="contained" color="error">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
