import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';

import { BlobImage } from '@/components/blob-image';
import { RetryAlert } from '@/components/query-error';

import { usePageImage } from '../api/get-page-image';

import type { TOrderFile } from '@printhub/contract';

/** The width the large view asks for. */
export const LARGE_PAGE_WIDTH = 800;

export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`;

interface PageViewerDialogProps {
  file: Pick<TOrderFile, 'id' | 'name' | 'pages'>;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
}

/** A file's page, large, with Previous and Next (also ← and →). */
export function PageViewerDialog({ file, page, onPage, onClose }: PageViewerDialogProps) {
  const titleId = useId();
  const image = usePageImage(file.id, page, LARGE_PAGE_WIDTH);
  const label = pageLabel(page, file.pages);
  const go = (to: number) => {
    if (to >= 1 && to <= file.pages) onPage(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(page - 1);
    else if (event.key === 'ArrowRight') go(page + 1);
  };
  let content;
  if (image.isError)
    content = (
      <RetryAlert onRetry={() => void image.refetch()} error={image.error}>
        {label} could not be loaded.
      </RetryAlert>
    );
  else if (image.isPending) content = <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} />;
  else content = <BlobImage blob={image.data} alt={`${file.name}, ${label.toLowerCase()}`} maxSize={720} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth onKeyDown={onKeyDown}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>{content}</Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous
        </Button>
        <Typography role="status" aria-live="polite">
          {label}
        </Typography>
        <Button endIcon={<ChevronRightIcon />} disabled={page >= file.pages} onClick={() => go(page + 1)}>
          Next
        </Button>
      </DialogActions>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
