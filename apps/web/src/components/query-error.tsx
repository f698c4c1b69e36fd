import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const GENERIC_ERROR_TEXT = 'Something went wrong — please try again!';

/** The text to show for a failed load or action: the API's message when there is one. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR_TEXT;

/** A failed load: the message and a Retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
