import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { RetryAlert } from '@/components/query-error';

import { DetailCard } from './detail-card';

import type { TOrderFile } from '@printhub/contract';

export const NO_FILES_TEXT = 'No files';

interface OrderFilesCardProps {
  files: readonly TOrderFile[] | undefined;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
}

/** The order's files; each opens in a new tab. */
export function OrderFilesCard({ files, loading = false, error = null, onRetry }: OrderFilesCardProps) {
  let content;
  if (error) {
    content = <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>;
  } else if (loading && !files) {
    content = <Skeleton variant="rounded" height={48} aria-label="Loading files" />;
  } else if (!files || files.length === 0) {
    content = <Typography color="text.secondary">{NO_FILES_TEXT}</Typography>;
  } else {
    content = (
      <List dense aria-label="Files" disablePadding>
        {files.map((file) => (
          <ListItem key={file.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <InsertDriveFileOutlinedIcon aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={
                <Link href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </Link>
              }
              secondary={`${file.pages} ${file.pages === 1 ? 'page' : 'pages'}`}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <DetailCard title="Files" region={false}>
      {content}
    </DetailCard>
  );
}
