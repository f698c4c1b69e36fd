import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { GridList } from '@/components/grid-list';
import { formatMoney } from '@/lib/format';

import { markButtonLabel, NO_CLAIMS_TEXT } from '../messages';

import type { TReferrerRecord } from '@printhub/contract';

/**
 * A referred person's price with the specification's 'Rs:' label, which names the currency: the product's
 * money format without its '₹' ('Rs: 1,250', not 'Rs: ₹1,250').
 */
export const priceText = (price: number): string => `Rs: ${formatMoney(price).replace('₹', '')}`;

function ClaimsTooltipText({ claims }: { claims: readonly string[] }) {
  if (claims.length === 0) return <>{NO_CLAIMS_TEXT}</>;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {claims.map((claim, index) => (
        <span key={index}>{claim}</span>
      ))}
    </Box>
  );
}

function Counts({ referrer }: { referrer: TReferrerRecord }) {
  const counts: [string, number][] = [
    ['Eligible', referrer.eligible],
    ['Claimed', referrer.claimed],
    ['Remaining', referrer.remaining],
  ];
  return (
    <Box component="dl" sx={{ display: 'flex', gap: 4, my: 2 }}>
      {counts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

function ReferredPeople({ referrer }: { referrer: TReferrerRecord }) {
  return (
    <GridList ariaLabel={`People referred by ${referrer.name}`} columns={3} gap={1}>
      {referrer.referrals.map((person, index) => (
        <Paper component="li" variant="outlined" key={`${person.phone}-${index}`} sx={{ p: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {person.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {person.phone}
          </Typography>
          <Typography variant="body2">{priceText(person.price)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {person.date}
          </Typography>
        </Paper>
      ))}
    </GridList>
  );
}

export interface ReferrerCardProps {
  referrer: TReferrerRecord;
  onMarkFulfilled: (referrer: TReferrerRecord) => void;
}

/** One referrer: name, phone, counts, the claims tooltip, referred people and the mark button. */
export function ReferrerCard({ referrer, onMarkFulfilled }: ReferrerCardProps) {
  const nameId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography id={nameId} variant="h6" component="h2">
              {referrer.name}
            </Typography>
            <Typography color="text.secondary">{referrer.phone}</Typography>
          </div>
          <Tooltip describeChild title={<ClaimsTooltipText claims={referrer.claim} />}>
            <IconButton aria-label="Claims" size="small">
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Counts referrer={referrer} />
        <ReferredPeople referrer={referrer} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" disabled={referrer.isEligible} onClick={() => onMarkFulfilled(referrer)}>
          {markButtonLabel(referrer)}
        </Button>
      </CardActions>
    </Card>
  );
}
