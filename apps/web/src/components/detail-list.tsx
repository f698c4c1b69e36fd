import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { ReactNode } from 'react';

export interface DetailListProps {
  items: ReadonlyArray<readonly [string, ReactNode]>;
  /** The CSS grid track of the labels' column. */
  labelColumn?: string;
}

/** Label/value pairs as a description list: the labels in a column, each value beside its label. */
export function DetailList({ items, labelColumn = 'max-content' }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: `${labelColumn} 1fr`, columnGap: 2, rowGap: 1 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
