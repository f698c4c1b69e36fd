import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';

import { MAX_ORDER_FILES } from '@printhub/contract';

import type { CounterOrderValues } from './counter-form';
import type { TQuote } from '@printhub/contract';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

/**
 * The order's PDFs: chosen in the browser (several at once), each with its size, its pages once quoted, and a
 * progress bar while a request sends it; removed one by one while nothing is being sent.
 */
export function CounterFilesField({
  control,
  progress,
  quote,
  busy,
}: {
  control: Control<CounterOrderValues>;
  /** Each file's share sent (0…1) during a request; null when none is under way. */
  progress: number[] | null;
  quote: TQuote | null;
  busy: boolean;
}) {
  const {
    field: { value: files, onChange, ref },
    fieldState,
  } = useController({ control, name: 'files' });
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const add = (chosen: FileList | null) => {
    if (chosen) onChange([...files, ...Array.from(chosen)]);
    if (input.current) input.current.value = '';
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        multiple
        hidden
        aria-label="PDF files"
        onChange={(event) => add(event.target.files)}
      />
      <Button
        ref={ref}
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={busy || files.length >= MAX_ORDER_FILES}
        aria-describedby={fieldState.error ? errorId : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add PDF files
      </Button>
      {fieldState.error && (
        <FormHelperText error id={errorId}>
          {fieldState.error.message}
        </FormHelperText>
      )}
      {files.length > 0 && (
        <List dense aria-label="Files" disablePadding>
          {files.map((file, i) => {
            const pages = quote?.files[i]?.pages;
            const sent = progress?.[i];
            return (
              <ListItem
                key={`${file.name}-${i}`}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${file.name}`}
                    disabled={busy}
                    onClick={() => onChange(files.filter((_, j) => j !== i))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <Stack sx={{ flex: 1, minWidth: 0, pr: 6 }}>
                  <Typography variant="body2">{file.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {sizeText(file.size)}
                    {pages !== undefined && ` · ${pages} ${pages === 1 ? 'page' : 'pages'}`}
                  </Typography>
                  {sent !== undefined && (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(sent * 100)}
                      aria-label={`Uploading ${file.name}`}
                      sx={{ mt: 0.5 }}
                    />
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
