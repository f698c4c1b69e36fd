import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

import { BlobImage, UrlImage } from '@/components/blob-image';

import { apiImagePath, useVoucherImage } from '../api/get-voucher-image';

const isPublicImage = (src: string) => /^https?:\/\//i.test(src) || /^data:image\/png;base64,/i.test(src);

/**
 * A voucher's stored image: one under /api/ needs the token (fetched as a Blob and shown from an object URL);
 * an absolute http(s) URL from a CSV's image_url is shown as it is.
 */
export function VoucherImage({ src, alt, maxSize }: { src: string; alt: string; maxSize?: number }) {
  const path = apiImagePath(src);
  const image = useVoucherImage(path);
  if (path === null) return isPublicImage(src) ? <UrlImage src={src} alt={alt} maxSize={maxSize} /> : null;
  if (image.isPending) return <CircularProgress size={24} aria-label="Loading the current image" />;
  if (image.isError)
    return <Typography color="text.secondary">The current image could not be loaded</Typography>;
  return <BlobImage blob={image.data} alt={alt} maxSize={maxSize} />;
}
