import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import { API } from '@printhub/contract';

import { BlobImage } from '@/components/blob-image';
import { api } from '@/lib/api-client';
import { filePageKeys } from '@/lib/query-keys';
import { useInView } from '@/lib/use-in-view';

export interface PageThumbnailProps {
  /** The file whose page is shown; null for an order without files (the placeholder shows). */
  fileId: number | null;
  page?: number;
  /** The width asked of the server, in pixels. */
  width?: number;
  /** The largest side shown, in CSS pixels. */
  size?: number;
  alt: string;
}

/**
 * A page of an order file as a picture, fetched with the token once it is near the viewport; until it comes,
 * or if it cannot be had (no file, a page the server cannot draw), a document icon stands in for it.
 */
export function PageThumbnail({ fileId, page = 1, width = 200, size = 64, alt }: PageThumbnailProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const image = useQuery({
    queryKey: filePageKeys.page(fileId ?? 0, page, width),
    queryFn: ({ signal }) => api.getBlob(API.orderFilePage(fileId!, page), { query: { width }, signal }),
    // Only once the card is scrolled to: a board of hundreds of cards asks for the pages it shows.
    enabled: fileId !== null && inView,
    staleTime: Infinity,
    retry: false,
  });
  if (image.data) return <BlobImage blob={image.data} alt={alt} maxSize={size} />;
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={`${alt} (no preview)`}
      sx={{
        width: size * 0.75,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <DescriptionOutlinedIcon aria-hidden />
    </Box>
  );
}
