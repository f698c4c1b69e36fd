import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Whether trying again may help: not for a refusal (a 4xx answer) whose cause is the request itself, which
 * the same request meets again; a time-out (408), too many requests (429), a server failure and no network
 * may pass on a later try.
 */
export const canRetry = (error: unknown): boolean =>
  !isApiError(error) || error.status < 400 || error.status >= 500 || [408, 429].includes(error.status);

export interface RetryAlertProps {
  /** Tries again; without it the alert has no Retry button. */
  onRetry?: () => void;
  /** The failure shown: a refusal that a retry meets again (canRetry) gets no Retry button. */
  error?: unknown;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A failure: an error alert, with a Retry button when trying again may help. */
export function RetryAlert({ onRetry, error, sx, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry &&
        canRetry(error) && (
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

/** A failed load: the message, and a Retry button when trying again may help. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry} error={error}>
      {errorText(error)}
    </RetryAlert>
  );
}
