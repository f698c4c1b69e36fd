import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';

import { BlobImage } from '@/components/blob-image';
import { useOnVisible } from '@/lib/use-on-visible';

import { usePageImage } from '../api/get-page-image';

interface PageThumbnailProps {
  /** The file whose page is shown; null for an order without files (a document icon stands in). */
  fileId: number | null;
  /** From 1. */
  page?: number;
  /** The width asked of the server (a multiple of 100). */
  width?: number;
  /** The largest side shown, in CSS pixels. */
  size?: number;
  alt: string;
}

/**
 * A page of an order file as a picture, fetched only once it scrolls into view (a list, a board or a strip
 * of many pages costs nothing for the pages nobody looks at).
 */
export function PageThumbnail({ fileId, page = 1, width = 200, size = 64, alt }: PageThumbnailProps) {
  const [visible, setVisible] = useState(false);
  const ref = useOnVisible<HTMLDivElement>(() => setVisible(true), !visible && fileId !== null);
  const image = usePageImage(fileId ?? 0, page, width, visible && fileId !== null);
  const box = { width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 };
  const frame = { width: size * 0.7, height: size, border: 1, borderColor: 'divider' };
  let content;
  if (fileId === null)
    content = (
      <Box
        role="img"
        aria-label={`${alt} (no preview)`}
        sx={{ ...frame, display: 'grid', placeItems: 'center' }}
      >
        <DescriptionOutlinedIcon aria-hidden color="disabled" />
      </Box>
    );
  else if (image.isSuccess) content = <BlobImage blob={image.data} alt={alt} maxSize={size} />;
  else if (image.isError)
    content = <BrokenImageOutlinedIcon color="disabled" titleAccess={`${alt} could not be loaded`} />;
  // Fetching: a skeleton. Not yet on screen (nothing asked): an empty frame, which is not "loading".
  else if (visible) content = <Skeleton variant="rectangular" width={size * 0.7} height={size} />;
  else content = <Box sx={frame} />;
  return (
    <Box ref={ref} sx={box}>
      {content}
    </Box>
  );
}
