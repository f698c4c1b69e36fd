import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ChartLegendItem {
  id: string;
  label: string;
  color: string;
  /** Shown after the label when given (the doughnut's counts). */
  value?: string;
}

/** The colour key of a chart, as a list above it. */
export function ChartLegend({ items }: { items: readonly ChartLegendItem[] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, p: 0, m: 0, mb: 1 }}
    >
      {items.map(({ id, label, color, value }) => (
        <Stack
          component="li"
          key={id}
          direction="row"
          sx={{ alignItems: 'center', gap: 0.75, listStyle: 'none' }}
        >
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: color, flexShrink: 0 }}
          />
          <Typography variant="body2">{value === undefined ? label : `${label}: ${value}`}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
