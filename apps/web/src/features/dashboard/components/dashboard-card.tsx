import Paper from '@mui/material/Paper';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import type { SxProps, Theme } from '@mui/material/styles';

export interface DashboardCardProps {
  title: string;
  /** The title's look: a chart's heading, or a KPI's small grey label. */
  titleProps?: Pick<TypographyProps, 'variant' | 'color'>;
  /** What the card states, read as its description (a chart's numbers in words). */
  summary?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A dashboard card: an outlined region as tall as its row, named by its h2 title, described by `summary`. */
export function DashboardCard({
  title,
  titleProps = { variant: 'h6' },
  summary,
  sx,
  children,
}: DashboardCardProps) {
  const headingId = useId();
  const summaryId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-describedby={summary === undefined ? undefined : summaryId}
      sx={[{ p: 2, height: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={headingId} component="h2" {...titleProps}>
        {title}
      </Typography>
      {summary !== undefined && (
        <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
