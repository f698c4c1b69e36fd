import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ListQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** What the screen shows before the first load and after a failed one. */
  defaultData: T;
  enabled?: boolean;
}

export interface ListQueryResult<T> {
  loading: boolean;
  data: T;
  error: Error | null;
  refresh: () => void;
}

/**
 * The list-loading pattern of the specification: a load starts a loading state and stores the data; a failure
 * stores the error beside the default data (or the last data that did load); `refresh` loads again.
 */
export function useListQuery<T>({
  queryKey,
  queryFn,
  defaultData,
  enabled = true,
}: ListQueryOptions<T>): ListQueryResult<T> {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => queryFn({ signal }), enabled });
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    loading: query.isFetching,
    data: query.data ?? defaultData,
    error: query.error,
    refresh,
  };
}
