import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';

import {
  VOUCHER_CSV_MAX_BYTES,
  VOUCHER_CSV_REQUIRED,
  type TUploadVouchersResponse,
} from '@printhub/contract';

import { DateField } from '@/components/date-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/notices';

import { ClientSelectField } from './client-select-field';
import {
  uploadFormDefaults,
  uploadFormResolver,
  uploadReady,
  type UploadFormValues,
  type UploadQuery,
} from './upload-form';
import { UploadStatus, type Phase } from './upload-status';
import { csvFileError, DEFAULT_EXPIRY_LABEL, UPLOAD_PROMPT_TEXT, uploadedText } from './upload-texts';
import { uploadVouchersCsv } from './upload-vouchers';

const CSV_HINT = `Columns: ${VOUCHER_CSV_REQUIRED.join(', ')} (required); expiry_date, image_url (optional). At most ${
  VOUCHER_CSV_MAX_BYTES / 1024 / 1024
} MiB.`;

export interface UploadVouchersDialogProps {
  clients: readonly { id: number; name: string }[];
  clientsLoading?: boolean;
  /** A client to start with (for example the one selected in the list). */
  initialClientId?: number | null;
  onClose: () => void;
  /** The file was accepted (the dialog has said what it made, uploadedText): refresh the lists that show vouchers. */
  onUploaded: (result: TUploadVouchersResponse) => void;
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
  const { control, handleSubmit } = useSchemaForm<UploadFormValues, UploadQuery>(
    uploadFormResolver,
    uploadFormDefaults(initialClientId),
  );
  const values = useWatch({ control }) as UploadFormValues;
  const ready = uploadReady(values);
  const clientId = values.client_id;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploading = phase.kind === 'uploading';

  // Leaving the dialog stops an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  // Another client: what was said about the last file no longer applies.
  const [shownFor, setShownFor] = useState(clientId);
  if (shownFor !== clientId) {
    setShownFor(clientId);
    setRefusal(null);
    setPhase({ kind: 'idle' });
  }

  const upload = async (file: File, { client_id, expiry_date }: UploadQuery) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      const result = await uploadVouchersCsv({
        clientId: client_id,
        file,
        expiryDate: expiry_date,
        signal: controller.signal,
        onProgress: (progress) => setPhase((now) => (now.kind === 'uploading' ? { ...now, progress } : now)),
      });
      setPhase({ kind: 'done', fileName: file.name, result });
      toast.success(uploadedText(result));
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
    if (!message) void handleSubmit((query) => upload(file, query))();
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
          <ClientSelectField
            control={control}
            name="client_id"
            disabled={uploading}
            clients={clients}
            loading={clientsLoading}
          />
          <DateField
            control={control}
            name="expiry"
            label={DEFAULT_EXPIRY_LABEL}
            disablePast
            required
            disabled={uploading}
            helperText="The validity of the file's rows that have no expiry_date"
          />
          <Box>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={!ready || uploading}
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
              disabled={!ready || uploading}
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
