import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import type { ReactNode } from 'react';

/** An info banner over a list narrowed by its link (`?id=…`), with 'Show all' to lift that filter. */
export function ShowAllNotice({ children, onShowAll }: { children: ReactNode; onShowAll: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onShowAll}>
          Show all
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
