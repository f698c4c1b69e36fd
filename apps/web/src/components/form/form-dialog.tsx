import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';

import { FormButtons } from './form-actions';

export interface FormDialogProps {
  title: ReactNode;
  open?: boolean;
  /** While the form is being sent: the buttons are disabled and the dialog stays open. */
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
  /** Beside the buttons, on the left: a record's History, say. */
  extraActions?: ReactNode;
}

/**
 * A form in a dialog: title, the fields in a column, Cancel and the submit button. The form is a column that
 * may shrink to the dialog's height, so that on a short screen the fields scroll and the buttons stay in view.
 */
export function FormDialog({
  title,
  open = true,
  busy,
  onClose,
  onSubmit,
  submitLabel,
  children,
  extraActions,
}: FormDialogProps) {
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          {extraActions && <Box sx={{ mr: 'auto' }}>{extraActions}</Box>}
          <FormButtons busy={busy} submitLabel={submitLabel} onCancel={close} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
