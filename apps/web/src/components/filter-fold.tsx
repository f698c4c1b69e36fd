import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';

import { usePhone } from '@/lib/use-phone';

export interface FilterFoldProps {
  /** How many filters are set (a search, a state, a date): the button shows the number. */
  active: number;
  /** The filter row. */
  children: ReactNode;
  /** Theme spacing under the button on a phone, where no box of the row's own holds it (default none). */
  mb?: number;
}

/** The button's text: 'Filters', or 'Filters (2)' with two set. */
export const filtersLabel = (active: number): string => (active > 0 ? `Filters (${active})` : 'Filters');

/**
 * A list's filter row, shown as it is on a wide screen; on a phone folded behind a 'Filters' button (with the
 * number set), so that the list starts on the first screen. The fields mount when unfolded, in a column. It
 * goes inside the row's own box, which keeps its spacing.
 */
export function FilterFold({ active, children, mb }: FilterFoldProps) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <Box sx={{ mb }}>
      <Button variant="outlined" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {filtersLabel(active)}
      </Button>
      <Box id={id} sx={{ display: open ? 'flex' : 'none', flexDirection: 'column', gap: 2, mt: 2 }}>
        {open && children}
      </Box>
    </Box>
  );
}

/** How many of a list's filter values are set: those not empty, `undefined` or `false`. */
export const countSet = (...values: readonly unknown[]): number =>
  values.filter((value) => value !== undefined && value !== null && value !== '' && value !== false).length;
