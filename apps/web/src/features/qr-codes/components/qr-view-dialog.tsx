import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QRCodeCanvas } from 'qrcode.react';
import { useId, useState } from 'react';

import { QR_IMAGE_SIZE, type TQrCode } from '@printhub/contract';

import { QueryError } from '@/components/query-error';
import { appInfoQueryOptions } from '@/lib/app-info';
import { toast } from '@/lib/notices';

import { qrPngFileName, qrScanUrl } from '../list-state';
import { downloadQrPng, QR_MARGIN_MODULES } from '../qr-download';

export const QR_IMAGE_FAILED_TEXT = 'The QR image could not be created — please try again!';

interface QrViewDialogProps {
  qr: TQrCode;
  /** The row's position in the shown list, from 1: the download is qrcode-{index}.png. */
  index: number;
  onClose: () => void;
}

/** 'View & Download': the 350 px QR image (level H, with a margin) of the scan URL, and a PNG download. */
export function QrViewDialog({ qr, index, onClose }: QrViewDialogProps) {
  const titleId = useId();
  const appInfo = useQuery(appInfoQueryOptions());
  const [saving, setSaving] = useState(false);
  const url = appInfo.data ? qrScanUrl(appInfo.data.public_url, qr.code) : null;

  const download = async () => {
    if (!url) return;
    setSaving(true);
    try {
      await downloadQrPng(url, qrPngFileName(index));
    } catch (error) {
      console.error('QR download failed', error);
      toast.error(QR_IMAGE_FAILED_TEXT);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>QR code {qr.code}</DialogTitle>
      <DialogContent>
        {appInfo.isPending ? (
          <CircularProgress aria-label="Loading the QR image" />
        ) : appInfo.isError ? (
          <QueryError error={appInfo.error} onRetry={() => void appInfo.refetch()} />
        ) : (
          <Stack sx={{ gap: 2, alignItems: 'center' }}>
            <Box sx={{ lineHeight: 0 }}>
              {/* The canvas has role="img" of its own: the name goes on it, not on a second image around it. */}
              <QRCodeCanvas
                aria-label={`QR image of ${url}`}
                value={url ?? ''}
                size={QR_IMAGE_SIZE}
                level="H"
                marginSize={QR_MARGIN_MODULES}
                style={{ maxWidth: '100%', height: 'auto' }}
              />
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              <Typography component="dt" color="text.secondary">
                Qr Code
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {qr.code}
              </Typography>
              <Typography component="dt" color="text.secondary">
                Company
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {qr.company}
              </Typography>
              <Typography component="dt" color="text.secondary">
                Scan URL
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                {url}
              </Typography>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={saving ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
          onClick={() => void download()}
          disabled={!url || saving}
        >
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
