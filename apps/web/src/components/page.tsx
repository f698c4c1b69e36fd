import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { ReactNode } from 'react';

export function PageHeading({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ whiteSpace: 'pre-wrap' }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}

export const EMPTY_STATE_TEXT = 'Nothing to show yet';

export function EmptyState({ text = EMPTY_STATE_TEXT }: { text?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }}>
      <InboxOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{text}</Typography>
    </Paper>
  );
}

export { LoadingState } from './loading-state';
