import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import {
  VOUCHER_CSV_MAX_BYTES,
  VOUCHER_CSV_REQUIRED,
  type TFieldError,
  type TUploadVouchersResponse,
} from '@printhub/contract';

import { errorText } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';

import { CsvRowErrors } from './csv-row-errors';
import { csvFileError, plural, UPLOAD_PROMPT_TEXT, uploadedText } from './upload-texts';
import { uploadVouchersCsv } from './upload-vouchers';

const CSV_HINT = `Columns: ${VOUCHER_CSV_REQUIRED.join(', ')} (required); expiry_date, image_url (optional). At most ${
  VOUCHER_CSV_MAX_BYTES / 1024 / 1024
} MiB.`;

type Phase =
  | { kind: 'idle'; message?: string }
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'done'; fileName: string; result: TUploadVouchersResponse }
  | { kind: 'failed'; fileName: string; message: string; rows: readonly TFieldError[]; total: number };

export interface UploadVouchersDialogProps {
  clients: readonly { id: number; name: string }[];
  clientsLoading?: boolean;
  /** A client to start with (for example the one selected in the list). */
  initialClientId?: number | null;
  onClose: () => void;
  /** The file was accepted: refresh the lists that show vouchers. */
  onUploaded: (result: TUploadVouchersResponse) => void;
}

/** A refused file: every problem is listed, or (a long report) the first ones and the total. */
function failedText({
  fileName,
  rows,
  total,
}: {
  fileName: string;
  rows: readonly unknown[];
  total: number;
}) {
  if (total <= rows.length)
    return `${fileName} was not uploaded: fix ${plural(rows.length, 'problem', 'problems')} below and upload it again.`;
  return `${fileName} was not uploaded: it has ${plural(total, 'problem', 'problems')}; the first ${rows.length} are listed below. Fix them and upload it again.`;
}

function UploadStatus({ phase }: { phase: Phase }) {
  if (phase.kind === 'idle') return phase.message ? <Alert severity="info">{phase.message}</Alert> : null;
  if (phase.kind === 'uploading') {
    const sent = Math.round(phase.progress * 100);
    return (
      <Stack sx={{ gap: 0.5 }}>
        <LinearProgress
          variant={sent < 100 ? 'determinate' : 'indeterminate'}
          value={sent}
          aria-label="Upload progress"
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {sent < 100 ? `Uploading ${phase.fileName}… ${sent}%` : `Checking ${phase.fileName}…`}
        </Typography>
      </Stack>
    );
  }
  if (phase.kind === 'done') return <Alert severity="success">{uploadedText(phase.result)}</Alert>;
  return (
    <Stack sx={{ gap: 1 }}>
      <Alert severity="error">{phase.rows.length > 0 ? failedText(phase) : phase.message}</Alert>
      {phase.rows.length > 0 && <CsvRowErrors errors={phase.rows} />}
    </Stack>
  );
}

/** Upload vouchers from a CSV for one client: client first, then 'Proceed' picks the file. */
export function UploadVouchersDialog({
  clients,
  clientsLoading = false,
  initialClientId = null,
  onClose,
  onUploaded,
}: UploadVouchersDialogProps) {
  const titleId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [clientId, setClientId] = useState<number | ''>(initialClientId ?? '');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploading = phase.kind === 'uploading';

  // Leaving the dialog stops an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    if (clientId === '') return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      const result = await uploadVouchersCsv({
        clientId,
        file,
        signal: controller.signal,
        onProgress: (progress) => setPhase((now) => (now.kind === 'uploading' ? { ...now, progress } : now)),
      });
      setPhase({ kind: 'done', fileName: file.name, result });
      onUploaded(result);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setPhase({ kind: 'idle', message: 'Upload cancelled' });
        return;
      }
      setPhase({
        kind: 'failed',
        fileName: file.name,
        message: errorText(error),
        rows: isApiError(error) ? error.errors : [],
        total: isApiError(error) ? error.errorCount : 0,
      });
    } finally {
      abortRef.current = null;
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again once it is fixed.
    event.target.value = '';
    if (!file) return;
    const message = csvFileError(file);
    setRefusal(message);
    if (!message) void upload(file);
  };

  const chooseClient = (value: string) => {
    setClientId(value === '' ? '' : Number(value));
    setRefusal(null);
    setPhase({ kind: 'idle' });
  };

  const close = () => {
    if (!uploading) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Upload Vouchers</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>{UPLOAD_PROMPT_TEXT}</DialogContentText>
          <TextField
            select
            label="Client"
            required
            value={clientId === '' ? '' : String(clientId)}
            onChange={(event) => chooseClient(event.target.value)}
            disabled={uploading}
            helperText={clientsLoading ? 'Loading clients…' : undefined}
          >
            {clients.map((client) => (
              <MenuItem key={client.id} value={String(client.id)}>
                {client.name}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={clientId === '' || uploading}
              onClick={() => inputRef.current?.click()}
              aria-describedby={hintId}
            >
              Proceed
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="Voucher CSV file"
              disabled={clientId === '' || uploading}
              onChange={pick}
            />
            <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {CSV_HINT}
            </Typography>
          </Box>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <UploadStatus phase={phase} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {uploading ? (
          <Button onClick={() => abortRef.current?.abort()}>Cancel upload</Button>
        ) : (
          <Button onClick={close}>Close</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
