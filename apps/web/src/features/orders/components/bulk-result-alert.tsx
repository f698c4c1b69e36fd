import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

import type { TBulkUpdateOrdersResponse } from '@printhub/contract';

/** The report of a bulk move: "N updated", then every refused order with the reason. Stays until closed. */
export function BulkResultAlert({
  result,
  onClose,
}: {
  result: TBulkUpdateOrdersResponse;
  onClose: () => void;
}) {
  const failed = result.failed.length;
  return (
    <Alert severity={failed ? 'warning' : 'success'} onClose={onClose} role={failed ? 'alert' : 'status'}>
      <AlertTitle>
        {result.updated.length} updated{failed ? `, ${failed} failed` : ''}
      </AlertTitle>
      {failed > 0 && (
        <Box component="ul" aria-label="Failed orders" sx={{ m: 0, pl: 2.5 }}>
          {result.failed.map(({ id, error }) => (
            <li key={id}>
              Order #{id}: {error}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
