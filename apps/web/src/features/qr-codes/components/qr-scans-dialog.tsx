import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';

import { EmptyState } from '@/components/page';
import { QueryError } from '@/components/query-error';

import { QR_SCAN_DAYS, useQrScans } from '../api/get-qr-scans';

import type { TQrCode } from '@printhub/contract';

const QrScansChart = lazy(() => import('./qr-scans-chart').then((m) => ({ default: m.QrScansChart })));

export const NO_SCANS_TEXT = `No scans or redemptions logged in the last ${QR_SCAN_DAYS} days`;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const scansTotalText = (total: number, redemptions: number): string =>
  `${plural(total, 'scan', 'scans')} and ${plural(redemptions, 'redemption', 'redemptions')} in the last ${QR_SCAN_DAYS} days`;

/**
 * The Scanned column's dialog: the scan count, and logged scans and redemptions per day for the last 30
 * days.
 */
export function QrScansDialog({ qr, onClose }: { qr: TQrCode; onClose: () => void }) {
  const titleId = useId();
  const scans = useQrScans(qr.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Scans of QR {qr.code}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Scanned {qr.count.toLocaleString('en-US')} times and redeemed {qr.redeemed.toLocaleString('en-US')}{' '}
          times in all
        </Typography>
        {scans.isPending ? (
          <CircularProgress aria-label="Loading scans" />
        ) : scans.isError ? (
          <QueryError error={scans.error} onRetry={() => void scans.refetch()} />
        ) : scans.data.total === 0 && scans.data.redemptions === 0 ? (
          <EmptyState text={NO_SCANS_TEXT} />
        ) : (
          <Stack sx={{ gap: 1 }}>
            <Typography variant="h6" component="p">
              {scansTotalText(scans.data.total, scans.data.redemptions)}
            </Typography>
            <Box role="img" aria-label={`Scans and redemptions per day, last ${QR_SCAN_DAYS} days`}>
              <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
                <QrScansChart days={scans.data.days} />
              </Suspense>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
