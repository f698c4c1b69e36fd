import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled region for a chart; `summary` states the chart in words for those who cannot see it. */
export function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const summaryId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-describedby={summaryId}
      sx={{ p: 2, height: '100%' }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {children}
    </Paper>
  );
}
