import Typography from '@mui/material/Typography';

import { DashboardCard } from './dashboard-card';

import type { ReactNode } from 'react';

export interface ChartCardProps {
  title: string;
  /** The chart in words, for those who cannot see it. */
  summary: string;
  /** Stands in for the chart when there is nothing to draw. */
  emptyText?: string;
  children: ReactNode;
}

/** A titled region for a chart, described by its summary. */
export function ChartCard({ title, summary, emptyText, children }: ChartCardProps) {
  return (
    <DashboardCard title={title} summary={summary}>
      {emptyText === undefined ? children : <Typography color="text.secondary">{emptyText}</Typography>}
    </DashboardCard>
  );
}
