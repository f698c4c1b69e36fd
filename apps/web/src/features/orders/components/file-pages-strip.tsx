import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PageThumbnail } from './page-thumbnail';
import { PageViewerDialog } from './page-viewer-dialog';

import type { TOrderFile } from '@printhub/contract';

/** Pages shown in a file's strip; the large view reaches the others. */
export const STRIP_PAGES = 6;
const THUMB_SIZE = 72;

/** A file's first pages as thumbnails; a thumbnail opens that page in the large view. */
export function FilePagesStrip({ file }: { file: Pick<TOrderFile, 'id' | 'name' | 'pages'> }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = Math.min(file.pages, STRIP_PAGES);
  return (
    <>
      <Stack
        direction="row"
        component="ul"
        aria-label={`Pages of ${file.name}`}
        sx={{ gap: 1, overflowX: 'auto', listStyle: 'none', p: 0, m: 0, mb: 1, alignItems: 'center' }}
      >
        {Array.from({ length: shown }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <ButtonBase
              aria-label={`Open page ${page} of ${file.name}`}
              onClick={() => setOpen(page)}
              sx={{
                borderRadius: 1,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <PageThumbnail
                fileId={file.id}
                page={page}
                width={200}
                size={THUMB_SIZE}
                alt={`Page ${page}`}
              />
            </ButtonBase>
          </li>
        ))}
        {file.pages > shown && (
          <li>
            <Typography variant="body2" color="text.secondary">
              +{file.pages - shown} more
            </Typography>
          </li>
        )}
      </Stack>
      {open !== null && (
        <PageViewerDialog file={file} page={open} onPage={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
