import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { NOTIFICATION_PLACEHOLDERS, type TNotificationPlaceholder } from '@printhub/contract';

/** What each placeholder is filled with. */
export const PLACEHOLDER_HINTS: Record<TNotificationPlaceholder, string> = {
  first_name: "the recipient's first name",
  order_id: 'the order number',
  title: "the order's title",
  due_at: 'when the order is due',
  amount: 'what the customer owes for the order (after the coupon)',
  print_url: "the link to the order's print page",
  shop_name: "the shop's name",
};

export const placeholderText = (name: TNotificationPlaceholder) => `{{${name}}}`;

/** The placeholders a template may use, each a button that puts it where the cursor was. */
export function PlaceholderButtons({ onInsert }: { onInsert: (name: TNotificationPlaceholder) => void }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Placeholders (click to insert at the cursor)
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {NOTIFICATION_PLACEHOLDERS.map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            title={`Insert ${PLACEHOLDER_HINTS[name]}`}
            aria-label={`Insert ${placeholderText(name)}`}
            // The field keeps its cursor: a click on the button does not take the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            sx={{ textTransform: 'none', fontFamily: 'monospace' }}
          >
            {placeholderText(name)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
