import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { formatCount } from '@printhub/contract';

import {
  onDateRangeChange,
  useListView,
  type ListParamsPatch,
  type ListView,
  type ListViewOptions,
} from '@/lib/list-params';

import { LazyDateRangeFilter } from './date-field/lazy-date-range-filter';
import { ExportCsvButton } from './export-csv-button';
import { countSet, FilterFold } from './filter-fold';
import { ListBody } from './list-body';
import { PageHeading } from './page';
import { RefreshButton } from './refresh-button';
import { SearchField } from './search-field';

import type { QueryValue } from '@/lib/api-client';
import type { ReactNode } from 'react';

/**
 * A list screen's state from its URL: the view (page, size, ordering, q), the screen's own filters, the API
 * query of both, and `update`, which writes the URL.
 */
export function useListScreen<F extends object, Q>(
  options: ListViewOptions,
  parseFilters: (params: URLSearchParams) => F,
  toQuery: (view: ListView, filters: F) => Q,
) {
  const { params, view, update } = useListView(options);
  const filters = useMemo(() => parseFilters(params), [params, parseFilters]);
  const query = useMemo(() => toQuery(view, filters), [view, filters, toQuery]);
  return { view, filters, query, update, state: { ...view, ...filters } };
}

/** The filters every list may offer, drawn first in the filter row and written to the URL by `update`. */
export interface StandardFilters {
  /** The search box's label; the list searches `q`. */
  search?: string;
  /** The From and To labels of a date range (`from_date`, `to_date`). */
  dates?: readonly [string, string];
  state: { q?: string; fromDate?: string; toDate?: string };
  update: (patch: ListParamsPatch) => void;
}

function StandardFilterFields({ search, dates, state, update }: StandardFilters) {
  return (
    <>
      {search && <SearchField label={search} value={state.q ?? ''} onSearch={(q) => update({ q })} />}
      {dates && (
        <LazyDateRangeFilter
          fromLabel={dates[0]}
          toLabel={dates[1]}
          from={state.fromDate}
          to={state.toDate}
          onChange={onDateRangeChange(update)}
        />
      )}
    </>
  );
}

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

export interface ListScreenProps extends StandardFilters {
  title: string;
  /** The list's query: Refresh refetches it; its failure replaces the table. */
  list: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** The progress bar's accessible name; by default 'Loading' and the title in lower case ('Loading users'). */
  loadingLabel?: string;
  /** Export CSV: the list's endpoint, its query (paging is dropped) and the file's name. */
  exportCsv?: { path: string; query: Record<string, QueryValue>; name: string };
  /** More buttons in the heading, after Refresh and Export CSV. */
  actions?: ReactNode;
  /** Between the heading and the filters: a banner, a selection toolbar. */
  toolbar?: ReactNode;
  /**
   * The list's other filter fields (its selects, a choice: choiceFilter), between the search box and the
   * dates; `set` of them count on the Filters button.
   */
  filters?: { fields: ReactNode; set: number };
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
export function ListScreen({
  list,
  loadingLabel,
  exportCsv,
  count,
  aside,
  filters,
  ...screen
}: ListScreenProps) {
  const { search, dates, state, update } = screen;
  const refresh = () => void list.refetch();
  const active =
    countSet(search && state.q, dates && state.fromDate, dates && state.toDate) + (filters?.set ?? 0);
  const body = (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        <FilterFold active={active}>
          <StandardFilterFields search={search} state={state} update={update} />
          {filters?.fields}
          <StandardFilterFields dates={dates} state={state} update={update} />
        </FilterFold>
        {count && (
          <Typography color="text.secondary" aria-live="polite">
            {list.isError ? '' : countText(count)}
          </Typography>
        )}
      </Stack>
      <ListBody
        query={list}
        loadingLabel={loadingLabel ?? `Loading ${screen.title.toLowerCase()}`}
        onRetry={refresh}
      >
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
        // Two thirds and one third on a wide screen, one above the other on a narrow one.
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <div>{body}</div>
          <div>{aside}</div>
        </Box>
      ) : (
        body
      )}
      {screen.dialogs}
    </Box>
  );
}
