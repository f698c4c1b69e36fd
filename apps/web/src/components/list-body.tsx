import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

import { QueryError } from './query-error';

import type { ReactNode } from 'react';

/** A thin bar over a list while it (re)loads; the bar's place stays, so the list does not move. */
export function ListProgress({ fetching, label }: { fetching: boolean; label: string }) {
  return <Box sx={{ height: 4, mb: 0.5 }}>{fetching && <LinearProgress aria-label={label} />}</Box>;
}

export interface ListBodyProps {
  /** The list's query (React Query's result has these). */
  query: { isError: boolean; error: unknown; isFetching: boolean };
  /** The progress bar's accessible name: 'Loading users'. */
  loadingLabel: string;
  onRetry: () => void;
  /** The list (its table). */
  children: ReactNode;
}

/** A list screen's list: the failed load with Retry, or the list under its progress bar. */
export function ListBody({ query, loadingLabel, onRetry, children }: ListBodyProps) {
  if (query.isError) return <QueryError error={query.error} onRetry={onRetry} />;
  return (
    <>
      <ListProgress fetching={query.isFetching} label={loadingLabel} />
      {children}
    </>
  );
}
