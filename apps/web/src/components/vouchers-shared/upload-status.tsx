import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CsvRowErrors } from './csv-row-errors';
import { plural, uploadedText } from './upload-texts';

import type { TFieldError, TUploadVouchersResponse } from '@printhub/contract';

/** Where an upload stands: the dialog shows it below the file button. */
export type Phase =
  | { kind: 'idle'; message?: string }
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'done'; fileName: string; result: TUploadVouchersResponse }
  | { kind: 'failed'; fileName: string; message: string; rows: readonly TFieldError[]; total: number };

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

export function UploadStatus({ phase }: { phase: Phase }) {
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
