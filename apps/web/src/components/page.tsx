import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  /** At the heading's end, as given. */
  actions?: ReactNode;
  /** At the heading's end, in a row: its buttons. */
  children?: ReactNode;
}

/**
 * The screen's h1, with its buttons at the other end; on a narrow screen the buttons wrap below the title
 * rather than push the page sideways.
 */
export function PageHeading({ title, actions, children }: PageHeadingProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, gap: 2 }}
    >
      <Typography
        variant="h5"
        component="h1"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', minWidth: 0 }}
      >
        {title}
      </Typography>
      {actions}
      {children && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {children}
        </Stack>
      )}
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
