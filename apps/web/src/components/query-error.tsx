import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const GENERIC_ERROR_TEXT = 'Something went wrong — please try again!';

/** The text to show for a failed load or action: the API's message when there is one. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR_TEXT;

export interface RetryAlertProps {
  /** Tries again; without it the alert has no Retry button. */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A failure that can be tried again: an error alert with a Retry button. */
export function RetryAlert({ onRetry, sx, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}

/** A failed load: the message and a Retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <RetryAlert onRetry={onRetry}>{errorText(error)}</RetryAlert>;
}
