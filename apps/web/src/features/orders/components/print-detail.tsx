import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';

import { LoadingState } from '@/components/page';
import { RetryAlert } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useTabTitle } from '@/lib/app-info';

import { getPrintDetail } from '../api/get-print-detail';

import type { TPrintDetail } from '@printhub/contract';

export const PRINT_NOT_FOUND_TEXT = 'Print not found';

type Loaded = { key: string; data?: TPrintDetail; error?: unknown };

/** The print's details, fetched once per reference (and again on Retry). */
function usePrint(id: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  const key = `${id}\n${attempt}`;
  useEffect(() => {
    if (id === '') return;
    const controller = new AbortController();
    // A transition: React draws the answer in slices, yielding to the browser between them.
    getPrintDetail(id, controller.signal).then(
      (data) => startTransition(() => setLoaded({ key, data })),
      (error: unknown) => {
        if (!controller.signal.aborted) startTransition(() => setLoaded({ key, error }));
      },
    );
    return () => controller.abort();
  }, [id, key]);
  const current = loaded?.key === key ? loaded : undefined;
  return { ...current, pending: current === undefined, retry: () => setAttempt((n) => n + 1) };
}

/** Public print detail (/print/{id}): the customer's first name, the title and the total pages. */
export function PrintDetail({ id }: { id: string }) {
  const print = usePrint(id);

  let content;
  // 404: no such reference; 400: not even the shape of one. Either way there is nothing to show.
  const notFound = isApiError(print.error) && (print.error.status === 404 || print.error.status === 400);
  if (id === '' || notFound) {
    content = <PrintNotFound />;
  } else if (print.data) {
    content = <PrintDetailView print={print.data} />;
  } else if (print.pending) {
    content = <LoadingState label="Loading the print…" />;
  } else {
    content = (
      <RetryAlert onRetry={print.retry}>
        {print.error instanceof Error ? print.error.message : String(print.error)}
      </RetryAlert>
    );
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

function PrintNotFound() {
  useTabTitle(PRINT_NOT_FOUND_TEXT);
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="h5" component="h1">
        {PRINT_NOT_FOUND_TEXT}
      </Typography>
      <Typography color="text.secondary">Please check the link you were given.</Typography>
    </Stack>
  );
}
