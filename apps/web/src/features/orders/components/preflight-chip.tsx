import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

import { PREFLIGHT_WARNING_LABELS, type TPreflightWarning } from '@printhub/contract';

import { visuallyHidden } from '@/components/visually-hidden';

interface PreflightChipProps {
  warning: TPreflightWarning;
  /**
   * `tooltip` (the default, for a card with no room for sentences): the chip is a button whose message
   * shows on hover, on keyboard focus and when pressed, and screen readers read it with the label. `none`: the
   * label alone, where the message is shown as text beside the chip.
   */
  message?: 'tooltip' | 'none';
}

/**
 * The warning's colour on the outline and the icon; the words in the page's text colour, since the warning
 * orange on white (3.1:1) is too light for small text.
 */
const CHIP_SX = { color: 'text.primary', '& .MuiChip-icon': { color: 'warning.main' } } as const;

/** One preflight warning as a small chip ("Wrong paper size"), with its message. */
export function PreflightChip({ warning, message = 'tooltip' }: PreflightChipProps) {
  const [open, setOpen] = useState(false);
  const label = PREFLIGHT_WARNING_LABELS[warning.code];
  if (message === 'none')
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        icon={<WarningAmberIcon aria-hidden />}
        label={label}
        sx={CHIP_SX}
      />
    );
  return (
    <Tooltip
      title={warning.message}
      describeChild
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        icon={<WarningAmberIcon aria-hidden />}
        component="button"
        type="button"
        sx={CHIP_SX}
        // A press (a tap on a phone) shows or hides the message too.
        onClick={() => setOpen((was) => !was)}
        label={
          <>
            {label}
            <span style={visuallyHidden}>: {warning.message}</span>
          </>
        }
      />
    </Tooltip>
  );
}
