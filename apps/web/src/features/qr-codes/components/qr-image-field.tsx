import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';

import { BlobImage } from '@/components/blob-image';

import { useQrImage } from '../api/get-qr-image';
import { IMAGE_TOO_LARGE_MESSAGE } from '../qr-form';

export const CHOOSE_IMAGE_LABEL = 'Choose .png image';
const HINT = `A .png image. ${IMAGE_TOO_LARGE_MESSAGE}.`;

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
} as const;

function StoredImage({ id }: { id: number }) {
  const image = useQrImage(id);
  if (image.isPending) return <CircularProgress size={24} aria-label="Loading the current image" />;
  if (image.isError)
    return <Typography color="text.secondary">The current image could not be loaded</Typography>;
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        Current image (kept unless you choose another)
      </Typography>
      <BlobImage blob={image.data} alt="Current image" />
    </Stack>
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
export function QrImageField({ file, storedImageId, error, disabled, onChange }: QrImageFieldProps) {
  const helpId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen) onChange(chosen);
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {CHOOSE_IMAGE_LABEL}
          <input
            type="file"
            accept=".png,image/png"
            onChange={pick}
            disabled={disabled}
            aria-describedby={helpId}
            aria-invalid={Boolean(error)}
            style={visuallyHidden}
          />
        </Button>
        {file && (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <IconButton
              aria-label="Remove the chosen image"
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <DeleteIcon />
            </IconButton>
          </>
        )}
      </Stack>
      {file ? (
        <BlobImage blob={file} alt="Preview of the chosen image" />
      ) : storedImageId !== null ? (
        <StoredImage id={storedImageId} />
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? HINT}
      </FormHelperText>
    </Stack>
  );
}
