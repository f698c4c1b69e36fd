import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatCount } from '@printhub/contract';

import { ExportCsvButton } from './export-csv-button';
import { ListBody } from './list-body';
import { PageHeading } from './page';
import { RefreshButton } from './refresh-button';

import type { QueryValue } from '@/lib/api-client';
import type { ReactNode } from 'react';

/** The live count at the filter row's end: '1 lead', '25 leads', '10,000+ users' at the API's cap. */
export interface ListCount {
  /** The API's count; undefined before the first page. */
  total: number | undefined;
  one: string;
  many: string;
  cap?: number;
}

export const countText = ({ total, one, many, cap = Infinity }: ListCount): string =>
  total === undefined ? '' : `${formatCount(total, cap)} ${total === 1 ? one : many}`;

export interface ListScreenProps {
  title: string;
  /** The list's query: Refresh refetches it; its failure replaces the table. */
  list: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** The progress bar's accessible name: 'Loading users'. */
  loadingLabel: string;
  /** Export CSV: the list's endpoint, its query (paging is dropped) and the file's name. */
  exportCsv?: { path: string; query: Record<string, QueryValue>; name: string };
  /** More buttons in the heading, after Refresh and Export CSV. */
  actions?: ReactNode;
  /** Between the heading and the filters: a banner, a selection toolbar. */
  toolbar?: ReactNode;
  /** The filter row's controls (search, toggles, date range). */
  filters: ReactNode;
  count?: ListCount;
  /** Beside the list on a wide screen (the form of a list that edits in place). */
  aside?: ReactNode;
  /** The table. */
  children: ReactNode;
  /** After the list: its dialogs. */
  dialogs?: ReactNode;
}

/**
 * A list screen's frame: the heading with Refresh, Export CSV and the screen's buttons, the filter row with
 * the count, then the list under its progress bar, or its failure with Retry.
 */
export function ListScreen({ list, loadingLabel, exportCsv, count, aside, ...screen }: ListScreenProps) {
  const refresh = () => void list.refetch();
  const body = (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        {screen.filters}
        {count && (
          <Typography color="text.secondary" aria-live="polite">
            {list.isError ? '' : countText(count)}
          </Typography>
        )}
      </Stack>
      <ListBody query={list} loadingLabel={loadingLabel} onRetry={refresh}>
        {screen.children}
      </ListBody>
    </>
  );
  return (
    <Box component="section">
      <PageHeading title={screen.title}>
        <RefreshButton onRefresh={refresh} loading={list.isFetching} />
        {exportCsv && <ExportCsvButton {...exportCsv} />}
        {screen.actions}
      </PageHeading>
      {screen.toolbar}
      {aside ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>{body}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{aside}</Grid>
        </Grid>
      ) : (
        body
      )}
      {screen.dialogs}
    </Box>
  );
}
