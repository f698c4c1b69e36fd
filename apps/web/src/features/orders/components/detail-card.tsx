import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of the order detail; the title names the region, unless the card's content already carries
 * that name (the 'Timeline' and 'Files' lists), so that one label never points at two elements.
 */
export function DetailCard({
  title,
  children,
  region = true,
}: {
  title: string;
  children: ReactNode;
  region?: boolean;
}) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={region ? id : undefined} sx={{ p: 2.5 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
