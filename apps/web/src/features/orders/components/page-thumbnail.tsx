import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';

import { FIRST_PAGE_IMAGE_WIDTH } from '@printhub/contract';

import { BlobImage } from '@/components/blob-image';
import { useOnVisible } from '@/lib/use-on-visible';

import { usePageThumbnailImage } from '../api/get-page-image';

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
  /**
   * Loading and failure show the empty frame, without a skeleton or an icon: in a list of many rows nothing
   * moves or animates while the pictures come.
   */
  quiet?: boolean;
}

/**
 * A page of an order file as a picture, fetched only once it scrolls into view (a list, a board or a strip
 * of many pages costs nothing for the pages nobody looks at), a few at a time. It takes a box of `size` ×
 * `size` whatever it shows, so nothing around it moves when the picture comes.
 */
export function PageThumbnail({
  fileId,
  page = 1,
  width = FIRST_PAGE_IMAGE_WIDTH,
  size = 64,
  alt,
  quiet = false,
}: PageThumbnailProps) {
  const [visible, setVisible] = useState(false);
  const ref = useOnVisible<HTMLDivElement>(() => setVisible(true), !visible && fileId !== null);
  const image = usePageThumbnailImage(fileId ?? 0, page, width, visible && fileId !== null);
  const box = {
    width: size,
    height: size,
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
  };
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
  else if (quiet || !visible) content = <Box sx={frame} />;
  else if (image.isError)
    content = <BrokenImageOutlinedIcon color="disabled" titleAccess={`${alt} could not be loaded`} />;
  // Fetching: a skeleton. Not yet on screen (nothing asked): the empty frame, which is not "loading".
  else content = <Skeleton variant="rectangular" width={size * 0.7} height={size} />;
  return (
    <Box ref={ref} sx={box}>
      {content}
    </Box>
  );
}
