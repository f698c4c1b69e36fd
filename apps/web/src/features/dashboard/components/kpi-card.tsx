import Grid, { type GridProps } from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { formatKpiCount } from '../kpi-format';
import { DashboardCard } from './dashboard-card';

import type { ReactNode } from 'react';

export interface KpiCardProps {
  label: string;
  /** Already formatted: '12', '₹1,234', '—'. */
  value: string;
  /** A line under the number (a breakdown, a hint). */
  detail?: ReactNode;
  /** Where the card leads, with the link's own text. */
  link?: { to: string; text: string };
}

/** One KPI: a region named by its label, the number large, an optional breakdown and link. */
export function KpiCard({ label, value, detail, link }: KpiCardProps) {
  return (
    <DashboardCard
      title={label}
      titleProps={{ variant: 'subtitle2', color: 'text.secondary' }}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Typography component="p" variant="h4" sx={{ fontWeight: 500, my: 0.5 }} data-testid="kpi-value">
        {value}
      </Typography>
      <Stack sx={{ gap: 0.5, mt: 'auto' }}>
        {detail && (
          <Typography component="div" variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
        {link && (
          <Link component={RouterLink} to={link.to} variant="body2">
            {link.text}
          </Link>
        )}
      </Stack>
    </DashboardCard>
  );
}

/** A count that leads to its list: the number, and the link there (with a hint under the number, if given). */
export function listKpi(
  label: string,
  count: number,
  link: NonNullable<KpiCardProps['link']>,
  detail?: string,
): KpiCardProps {
  return { label, value: formatKpiCount(count), detail, link };
}

/** The Due Today and Overdue cards, each leading to `listPath` filtered to those orders. */
export function dueKpis(listPath: string, counts: { due_today: number; overdue: number }): KpiCardProps[] {
  return [
    listKpi(
      'Due Today',
      counts.due_today,
      { to: `${listPath}?due=today`, text: 'View orders due today' },
      'Not delivered, due today',
    ),
    listKpi(
      'Overdue',
      counts.overdue,
      { to: `${listPath}?due=overdue`, text: 'View overdue orders' },
      'Not delivered, past their due date',
    ),
  ];
}

/** KPI cards in a grid, each `size` wide. */
export function KpiGrid({ cards, size }: { cards: readonly KpiCardProps[]; size: GridProps['size'] }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={size}>
          <KpiCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
