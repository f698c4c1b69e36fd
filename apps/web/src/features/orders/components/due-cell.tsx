import Box from '@mui/material/Box';

import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';

import { dueText } from '../due';

import type { TOrder } from '@printhub/contract';

/** "in 3 h", "2 h late" in red (the moment itself in its title); a delivered order's date; "Rush" after it. */
export function DueCell({ order }: { order: TOrder }) {
  const due = dueText(order, useNow());
  return (
    <Box
      component="span"
      title={formatDateTime(order.due_at)}
      sx={due?.late ? { color: 'error.main', fontWeight: 500 } : undefined}
    >
      {due ? due.text : formatDateTime(order.due_at)}
      {order.rush && ' · Rush'}
    </Box>
  );
}
