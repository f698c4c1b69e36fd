import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { isCouponExpired, type TCoupon } from '@printhub/contract';

import { datePart } from '@/lib/format';

import { CouponActionsMenu } from './coupon-actions-menu';

export const audienceText = (coupon: Pick<TCoupon, 'isfornew'>): string =>
  coupon.isfornew ? 'new users' : 'all users';
export const usageText = (coupon: Pick<TCoupon, 'one_time_only'>): string =>
  coupon.one_time_only ? 'one time' : 'multi-time';

/** The corner ribbon of an expired coupon (valid_to earlier than now): bottom right, clear of the menu. */
function ExpiredRibbon() {
  return (
    <Box
      sx={{
        position: 'absolute',
        bottom: 18,
        right: -34,
        width: 130,
        transform: 'rotate(-45deg)',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        textAlign: 'center',
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: 1,
        py: 0.25,
        pointerEvents: 'none',
      }}
    >
      EXPIRED
    </Box>
  );
}

export interface CouponCardProps {
  coupon: TCoupon;
  onEdit: (coupon: TCoupon) => void;
  onDelete: (coupon: TCoupon) => void;
}

/** One coupon: the code as its title, the name, the percentage, the window and the rules. */
export function CouponCard({ coupon, onEdit, onDelete }: CouponCardProps) {
  const codeId = useId();
  const expired = isCouponExpired(coupon);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={codeId}
      // An expired card is set apart by a grey fill (and the ribbon), not by fading: a faded card's text and
      // ribbon fall below WCAG AA contrast.
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: '100%',
        bgcolor: expired ? 'action.hover' : undefined,
      }}
    >
      {expired && <ExpiredRibbon />}
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={codeId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {coupon.code}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {coupon.name}
            </Typography>
          </Box>
          <CouponActionsMenu onEdit={() => onEdit(coupon)} onDelete={() => onDelete(coupon)} />
        </Stack>
        <Typography variant="h4" component="p" color="primary" sx={{ my: 1 }}>
          {`${coupon.discount_percentage}%`}
        </Typography>
        <Typography variant="body2">{`From: ${datePart(coupon.valid_from)}`}</Typography>
        <Typography variant="body2">{`To: ${datePart(coupon.valid_to)}`}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`used count: ${coupon.usage_count}`}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={audienceText(coupon)} />
          <Chip size="small" label={usageText(coupon)} />
        </Stack>
      </CardContent>
    </Card>
  );
}
