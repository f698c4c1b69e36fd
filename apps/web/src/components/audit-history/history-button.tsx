import HistoryIcon from '@mui/icons-material/History';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

import { HistoryPanel, type HistoryPanelProps } from './history-panel';

export interface HistoryButtonProps extends HistoryPanelProps {
  /** What the record is called in the dialog's title: 'QR code 123'. */
  title: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** A "History" button that opens the record's changes in a dialog of its own. */
export function HistoryButton({ title, size = 'small', variant = 'text', ...panel }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size={size} variant={variant} startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>History of {title}</DialogTitle>
        <DialogContent dividers>{open && <HistoryPanel {...panel} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
