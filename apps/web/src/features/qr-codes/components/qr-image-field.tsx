import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

import { QR_IMAGE_MAX_BYTES } from '@printhub/contract';

import { BlobImage } from '@/components/blob-image';
import { CurrentImage, PngImageField } from '@/components/png-image-field';

import { useQrImage } from '../api/get-qr-image';

function StoredImage({ id }: { id: number }) {
  const image = useQrImage(id);
  if (image.isPending) return <CircularProgress size={24} aria-label="Loading the current image" />;
  if (image.isError)
    return <Typography color="text.secondary">The current image could not be loaded</Typography>;
  return (
    <CurrentImage>
      <BlobImage blob={image.data} alt="Current image" />
    </CurrentImage>
  );
}

interface QrImageFieldProps {
  file: File | null;
  /** The edited QR code's id when it has a stored image: shown while no new file is chosen. */
  storedImageId: number | null;
  error?: string;
  disabled?: boolean;
  /** A file the browser offered (checked by the caller), or null when removed. */
  onChange: (file: File | null) => void;
}

/** Image mode: a .png upload with the file name, a preview and a remove button. */
export function QrImageField({ storedImageId, ...field }: QrImageFieldProps) {
  return (
    <PngImageField
      {...field}
      maxBytes={QR_IMAGE_MAX_BYTES}
      current={storedImageId === null ? null : <StoredImage id={storedImageId} />}
    />
  );
}
