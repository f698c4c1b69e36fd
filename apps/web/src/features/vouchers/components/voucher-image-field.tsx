import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';

import { BlobImage } from '@/components/blob-image';

import { IMAGE_TOO_LARGE_MESSAGE } from '../voucher-form';
import { VoucherImage } from './voucher-image';

export const CHOOSE_IMAGE_LABEL = 'Choose .png image';
const HINT = `A .png image. ${IMAGE_TOO_LARGE_MESSAGE}.`;

interface VoucherImageFieldProps {
  /** The newly chosen file, sent on submit. */
  file: File | null;
  /** The edited voucher's stored image URL: shown while no new file is chosen, and kept unless replaced. */
  storedSrc: string | null;
  error?: string | null;
  disabled?: boolean;
  /** A file the browser offered (checked by the caller), or null when removed. */
  onChange: (file: File | null) => void;
}

/** The voucher image: a .png upload with its name, a preview and a remove button. */
export function VoucherImageField({ file, storedSrc, error, disabled, onChange }: VoucherImageFieldProps) {
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen) onChange(chosen);
  };
  return (
    <Stack sx={{ gap: 1 }} role="group" aria-label="Voucher image">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          onClick={() => inputRef.current?.click()}
          aria-describedby={helpId}
        >
          {CHOOSE_IMAGE_LABEL}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".png,image/png"
          hidden
          aria-label="Voucher image file"
          disabled={disabled}
          onChange={pick}
        />
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
      ) : storedSrc ? (
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Current image (kept unless you choose another)
          </Typography>
          <VoucherImage src={storedSrc} alt="Current image" />
        </Stack>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? HINT}
      </FormHelperText>
    </Stack>
  );
}
