import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

import { isApiError } from '@/lib/api-client';
import { GENERIC_ERROR_TEXT } from '@/lib/error-text';

/**
 * 'Something went wrong — please try again!' after a failed create, update or delete. A refusal
 * that says why (409: a user bought one of its vouchers) adds the server's reason below it.
 */
export function ActionFailedBanner({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const reason = isApiError(error) && [404, 409, 413, 422].includes(error.status) ? error.message : null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} onClose={onClose}>
      <Typography>{GENERIC_ERROR_TEXT}</Typography>
      {reason && <Typography variant="body2">{reason}</Typography>}
    </Alert>
  );
}
