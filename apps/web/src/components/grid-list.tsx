import Box from '@mui/material/Box';

import type { ReactNode } from 'react';

export interface GridListProps {
  /** The list's accessible name. */
  ariaLabel: string;
  /** How many columns from the `sm` breakpoint up (one below it). */
  columns: number;
  /** Theme spacing between the items. */
  gap: number;
  /** Its items: `li` elements. */
  children: ReactNode;
}

/** A named list laid out as a grid of equal columns, without bullets or indent. */
export function GridList({ ariaLabel, columns, gap, children }: GridListProps) {
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        gap,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
