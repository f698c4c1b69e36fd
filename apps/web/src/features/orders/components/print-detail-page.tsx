import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';

import { LoadingState } from '@/components/page';
import { RetryAlert } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';

import { usePrintDetail } from '../api/get-print-detail';

import type { TPrintDetail } from '@printhub/contract';

export const PRINT_NOT_FOUND_TEXT = 'Print not found';

/** Public print detail (/print/{id}): the customer's first name, the title and the total pages. */
export function PrintDetailPage() {
  const { id = '' } = useParams();
  const print = usePrintDetail(id);

  let content;
  // 404: no such reference; 400: not even the shape of one. Either way there is nothing to show.
  const notFound = isApiError(print.error) && (print.error.status === 404 || print.error.status === 400);
  if (id === '' || notFound) {
    content = (
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h5" component="h1">
          {PRINT_NOT_FOUND_TEXT}
        </Typography>
        <Typography color="text.secondary">Please check the link you were given.</Typography>
      </Stack>
    );
  } else if (print.isPending) {
    content = <LoadingState label="Loading the print…" />;
  } else if (print.isError) {
    content = <RetryAlert onRetry={() => void print.refetch()}>{print.error.message}</RetryAlert>;
  } else {
    content = <PrintDetailView print={print.data} />;
  }

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 4 }}>
        {content}
      </Paper>
    </Container>
  );
}

export function PrintDetailView({ print }: { print: TPrintDetail }) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="overline" color="text.secondary">
        Print detail
      </Typography>
      <Typography variant="h5" component="h1">
        {print.title}
      </Typography>
      <Typography>
        Customer: <strong>{print.user_data.first_name}</strong>
      </Typography>
      <Typography>Total pages: {print.pdf_page_count}</Typography>
    </Stack>
  );
}
