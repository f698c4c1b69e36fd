import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { formatInteger } from '@printhub/contract';

import { RetryAlert } from '@/components/query-error';

import { useOrderFileDownloads } from '../api/download-order-file';
import { DetailCard } from './detail-card';
import { FilePagesStrip } from './file-pages-strip';
import { FilePreflight } from './file-preflight';

import type { TOrderFile } from '@printhub/contract';

export const NO_FILES_TEXT = 'No files';

interface OrderFilesCardProps {
  files: readonly TOrderFile[] | undefined;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
}

/** 1 page · 4.1 kB */
export function fileSummary(file: Pick<TOrderFile, 'pages' | 'size'>): string {
  const pages = `${formatInteger(file.pages, 'en-IN')} ${file.pages === 1 ? 'page' : 'pages'}`;
  const units = ['B', 'kB', 'MB', 'GB'];
  let size = file.size;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${pages} · ${unit === 0 ? size : size.toFixed(1)} ${units[unit]}`;
}

const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;

/**
 * The order's PDFs, each with its preflight (sizes, orientation, warnings), a Download button and a strip of
 * its first pages (a page opens large), and
 * "Download all" when there are several.
 */
export function OrderFilesCard({ files, loading = false, error = null, onRetry }: OrderFilesCardProps) {
  const downloads = useOrderFileDownloads();
  const working = downloads.busy !== null;
  let content;
  if (error) {
    content = (
      <RetryAlert onRetry={onRetry} error={error}>
        {error.message}
      </RetryAlert>
    );
  } else if (loading && !files) {
    content = <Skeleton variant="rounded" height={48} aria-label="Loading files" />;
  } else if (!files || files.length === 0) {
    content = <Typography color="text.secondary">{NO_FILES_TEXT}</Typography>;
  } else {
    content = (
      <>
        {files.length > 1 && (
          <Button
            variant="outlined"
            size="small"
            startIcon={downloads.busy === 'all' ? spinner : <DownloadIcon />}
            disabled={working}
            onClick={() => void downloads.downloadAll(files)}
            sx={{ mb: 1 }}
          >
            {downloads.busy === 'all' ? 'Downloading all…' : 'Download all'}
          </Button>
        )}
        <List dense aria-label="Files" disablePadding>
          {files.flatMap((file) => [
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  startIcon={downloads.busy === file.id ? spinner : <DownloadIcon />}
                  disabled={working}
                  aria-label={`Download ${file.name}`}
                  onClick={() => void downloads.download(file)}
                >
                  {downloads.busy === file.id ? 'Downloading…' : 'Download'}
                </Button>
              }
              sx={{ pr: 16 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlinedIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={
                  <>
                    {fileSummary(file)}
                    <FilePreflight name={file.name} preflight={file.preflight} />
                  </>
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
              />
            </ListItem>,
            <ListItem key={`pages-${file.id}`} disableGutters sx={{ display: 'block', pt: 0 }}>
              <FilePagesStrip file={file} />
            </ListItem>,
          ])}
        </List>
        {downloads.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {downloads.error}
          </Alert>
        )}
      </>
    );
  }
  return (
    <DetailCard title="Files" region={false}>
      {content}
    </DetailCard>
  );
}
