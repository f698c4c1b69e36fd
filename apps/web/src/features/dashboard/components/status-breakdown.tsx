import Box from '@mui/material/Box';

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TByStatus } from '@printhub/contract';

import { ORDER_STATUS_CHART_COLORS } from '../chart-data';
import { formatKpiCount } from '../kpi-format';

/** 'Confirmed 3 · Assigned 2 · …' as a list, each with its status colour. */
export function StatusBreakdown({ byStatus }: { byStatus: TByStatus }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}
    >
      {ORDER_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: ORDER_STATUS_CHART_COLORS[status] }}
          />
          {ORDER_STATUS_LABELS[status]} {formatKpiCount(byStatus[status])}
        </Box>
      ))}
    </Box>
  );
}
