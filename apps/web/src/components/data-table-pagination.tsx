import TablePagination from '@mui/material/TablePagination';

import { formatCount, isCountCapped } from '@printhub/contract';

import { PAGE_SIZE_OPTIONS, type ListView } from '@/lib/list-params';

import { DataTable, type DataTableProps, type DataTableSorting } from './data-table';

/** Pages of a list the API pages: `page` is 1-based. */
export interface DataTablePaginationProps {
  /** The total from the API, counted up to countCap (a count at the cap means "more than that"). */
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /**
   * The API's cap on the count: a count at the cap means "more than that", read as "10,000+" in the label,
   * and the pages go on until the API says there is no next page (`hasNext`).
   */
  countCap?: number;
  /** Whether the API has a next page (used when the count is capped). */
  hasNext?: boolean;
  /** No page controls while everything fits on one page (of the smallest size offered). */
  hideSinglePage?: boolean;
  /** The page sizes the user may choose from ("Rows per page"); only `pageSize` without them. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** The page controls under a table (PagedDataTable draws them). */
export function DataTablePagination({
  count,
  page,
  pageSize,
  onPageChange,
  countCap,
  hasNext = false,
  hideSinglePage = false,
  pageSizeOptions,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const sizes = onPageSizeChange && pageSizeOptions ? [...pageSizeOptions] : [pageSize];
  if (hideSinglePage && count <= Math.min(pageSize, ...sizes)) return null;
  const capped = countCap !== undefined && isCountCapped(count, countCap);
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      rowsPerPageOptions={sizes}
      rowsPerPage={pageSize}
      onRowsPerPageChange={(event) => onPageSizeChange?.(Number(event.target.value))}
      // A capped count is "unknown": MUI then pages on until the API says there is no next page.
      count={capped ? -1 : count}
      page={capped ? page - 1 : Math.min(page - 1, lastPage)}
      onPageChange={(_, next) => onPageChange(next + 1)}
      // MUI's own wording ("11–20 of 35"), with "10,000+" for a capped count.
      labelDisplayedRows={
        countCap === undefined
          ? undefined
          : ({ from, to }) => `${from}–${to} of ${formatCount(count, countCap)}`
      }
      slotProps={capped ? { actions: { nextButton: { disabled: !hasNext } } } : undefined}
    />
  );
}

/** What a paged table's screen tells it: the page shown and the API's count (the table knows its page size). */
export type DataTablePage = Omit<
  DataTablePaginationProps,
  'pageSize' | 'hideSinglePage' | 'pageSizeOptions' | 'onPageSizeChange'
>;

/** What a list screen tells its paged table: the page and count, the first load, any empty text of its own. */
export interface PagedListProps extends DataTablePage {
  /** The first load: skeleton rows instead of the empty text. */
  loading?: boolean;
  /** Instead of the table's own empty text (a search's, say). */
  emptyText?: string;
  /** Rows per page, when the screen lets the user choose (PAGE_SIZE_OPTIONS); else the table's own. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Sortable headers (the columns with a sortField). */
  sorting?: DataTableSorting;
}

/**
 * A list screen's paging and sorting, from its URL view (useListView) and the API's page: the page, the
 * rows per page and the sort headers each change the URL.
 */
export function pagedListProps(
  view: ListView,
  update: (patch: { page?: number; pageSize?: number; ordering?: string }) => void,
  data: { count: number; next?: string | null } | undefined,
): Omit<PagedListProps, 'loading' | 'emptyText'> {
  return {
    count: data?.count ?? 0,
    hasNext: Boolean(data?.next),
    page: view.page,
    onPageChange: (page) => update({ page }),
    pageSize: view.pageSize,
    onPageSizeChange: (pageSize) => update({ pageSize }),
    sorting: { ordering: view.ordering, onSort: (ordering) => update({ ordering }) },
  };
}

/**
 * The `pagination` and `sorting` of a PagedDataTable from a screen's PagedListProps; `pageSize` is the
 * table's own size when the screen does not choose one.
 */
export function pagedTableProps(
  { loading: _loading, emptyText: _emptyText, sorting, pageSize, onPageSizeChange, ...page }: PagedListProps,
  ownPageSize: number,
  countCap?: number,
): { pagination: DataTablePaginationProps; sorting?: DataTableSorting } {
  return {
    pagination: {
      ...page,
      ...(countCap === undefined ? {} : { countCap }),
      pageSize: pageSize ?? ownPageSize,
      ...(onPageSizeChange ? { pageSizeOptions: PAGE_SIZE_OPTIONS, onPageSizeChange } : {}),
    },
    ...(sorting ? { sorting } : {}),
  };
}

export type PagedDataTableProps<T> = DataTableProps<T> & {
  /** The table's pages: their controls stand under the table. */
  pagination: DataTablePaginationProps;
};

/**
 * A DataTable in pages, the controls under it. A module of its own (with the controls), so that the screens
 * whose tables have no pages do not load MUI's TablePagination.
 */
export function PagedDataTable<T>(props: PagedDataTableProps<T>) {
  const table: DataTableProps<T> = { ...props, footer: <DataTablePagination {...props.pagination} /> };
  // Called, not rendered as <DataTable {...table} />: with T open here, TypeScript cannot match the row-key
  // props to a JSX element's. The call draws the same table: DataTable's one hook (usePhone) is called on
  // every render, so it is this component's own.
  return DataTable(table);
}

export type ListTableProps<T> = DataTableProps<T> & {
  /** What the screen tells the table: its page and count, sorting, first load, any empty text of its own. */
  list: PagedListProps;
  /** Rows per page when the screen does not choose. */
  pageSize: number;
  countCap?: number;
};

/** A list screen's table: outlined, in pages, sorted by its headers; `emptyText` unless the screen has its own. */
export function ListTable<T>(props: ListTableProps<T>) {
  const { list, pageSize, countCap } = props;
  const { pagination, ...sorting } = pagedTableProps(list, pageSize, countCap);
  const table: DataTableProps<T> = {
    ...props,
    ...sorting,
    loading: list.loading ?? false,
    emptyText: list.emptyText ?? props.emptyText,
    outlined: true,
    footer: <DataTablePagination {...pagination} />,
  };
  // Called, as PagedDataTable does: with T open here, TypeScript cannot match the row-key props to JSX.
  return DataTable(table);
}
