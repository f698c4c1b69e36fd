import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type ReactNode } from 'react';

import { BlobImage } from '@/components/blob-image';
import { visuallyHidden } from '@/components/visually-hidden';
import { imageTooLargeMessage } from '@/lib/png-file';

export const CHOOSE_IMAGE_LABEL = 'Choose .png image';

/** The stored image, captioned as the one kept unless another is chosen. */
export function CurrentImage({ children }: { children: ReactNode }) {
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        Current image (kept unless you choose another)
      </Typography>
      {children}
    </Stack>
  );
}

export interface PngImageFieldProps {
  /** The newly chosen file. */
  file: File | null;
  /** What stands while no file is chosen: the stored image in a CurrentImage, or nothing. */
  current?: ReactNode;
  /** The largest image accepted, said in the hint. */
  maxBytes: number;
  error?: string | null;
  disabled?: boolean;
  /** A file the browser offered (checked by the caller), or null when removed. */
  onChange: (file: File | null) => void;
  /** The field's accessible name, when it has one (a group around it). */
  groupLabel?: string;
  /** The file input's accessible name; without one it is the button's text. */
  inputLabel?: string;
}

/** A .png upload: the button, the chosen file's name with a remove button, a preview, and a hint or error. */
export function PngImageField({
  file,
  current = null,
  maxBytes,
  error,
  disabled,
  onChange,
  groupLabel,
  inputLabel,
}: PngImageFieldProps) {
  const helpId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen) onChange(chosen);
  };
  return (
    <Stack sx={{ gap: 1 }} role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
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
            aria-label={inputLabel}
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
      {file ? <BlobImage blob={file} alt="Preview of the chosen image" /> : current}
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? `A .png image. ${imageTooLargeMessage(maxBytes)}.`}
      </FormHelperText>
    </Stack>
  );
}
