import Box from '@mui/material/Box';

import { DetailList } from '@/components/detail-list';
import { formatMoney } from '@/lib/format';

import { DetailCard } from './detail-card';

import type { TOrderDetail } from '@printhub/contract';

/** A unit price: as money, or to the fraction of a paisa a paper factor may give it ('₹5.025'). */
export const formatUnitPrice = (rupees: number): string =>
  Number.isInteger(Math.round(rupees * 1e6) / 1e4) ? formatMoney(rupees) : `₹${rupees}`;

// Narrow enough for a phone: the item's text and the headers wrap, the figures do not.
const CELL = { py: 0.5, pl: 1.5, textAlign: 'right', whiteSpace: 'nowrap', typography: 'body2' } as const;
const HEAD = { ...CELL, whiteSpace: 'normal', verticalAlign: 'bottom' } as const;
const ITEM = { ...CELL, pl: 0, textAlign: 'left', whiteSpace: 'normal' } as const;

/** What the order costs as it was priced when placed: its lines, the discount and what the customer owes. */
export function PriceCard({ order }: { order: TOrderDetail }) {
  const gst = order.prices_include_gst
    ? `GST ${order.gst_percentage}% included`
    : `GST ${order.gst_percentage}% added`;
  return (
    <DetailCard title="Price">
      <Box
        component="table"
        aria-label="Price lines"
        sx={{ borderCollapse: 'collapse', mb: 1.5, width: '100%' }}
      >
        <thead>
          <tr>
            <Box component="th" sx={{ ...HEAD, ...ITEM }}>
              Item
            </Box>
            <Box component="th" sx={HEAD}>
              Quantity
            </Box>
            <Box component="th" sx={HEAD}>
              Unit price
            </Box>
            <Box component="th" sx={HEAD}>
              Amount
            </Box>
          </tr>
        </thead>
        <tbody>
          {order.price_lines.map((line, i) => (
            <tr key={i}>
              <Box component="td" sx={ITEM}>
                {line.label}
              </Box>
              <Box component="td" sx={CELL}>
                {line.quantity}
              </Box>
              <Box component="td" sx={CELL}>
                {formatUnitPrice(line.unit_price)}
              </Box>
              <Box component="td" sx={CELL}>
                {formatMoney(line.amount)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <DetailList
        labelColumn="minmax(120px, max-content)"
        items={[
          ['Amount', formatMoney(order.amount)],
          [
            'Discount',
            order.coupon_code
              ? `${formatMoney(order.discount)} (${order.coupon_code})`
              : formatMoney(order.discount),
          ],
          ['Amount due', `${formatMoney(order.amount_due)} (${gst})`],
        ]}
      />
    </DetailCard>
  );
}
