import Box from '@mui/material/Box';

import { useShopTimeZone } from '@/lib/app-info';
import { formatShopDateTime } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';

import { dueText } from '../due';

import type { TOrder } from '@printhub/contract';

/**
 * "in 3 h", "2 h late" in red (the moment itself in its title); a delivered order's date; "Rush" after it.
 * The moment is the shop's clock (its time zone), not the browser's.
 */
export function DueCell({ order }: { order: TOrder }) {
  const due = dueText(order, useNow());
  const at = formatShopDateTime(order.due_at, useShopTimeZone());
  return (
    <Box component="span" title={at} sx={due?.late ? { color: 'error.main', fontWeight: 500 } : undefined}>
      {due ? due.text : at}
      {order.rush && ' · Rush'}
    </Box>
  );
}
