import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface KpiCardProps {
  label: string;
  /** Already formatted: '12', 'Rs 1,234', '—'. */
  value: string;
  /** A line under the number (a breakdown, a hint). */
  detail?: ReactNode;
  /** Where the card leads, with the link's own text. */
  link?: { to: string; text: string };
}

/** One KPI: a region named by its label, the number large, an optional breakdown and link. */
export function KpiCard({ label, value, detail, link }: KpiCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
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
    </Paper>
  );
}
