import { queryOptions, useQuery } from '@tanstack/react-query';

import { appNameOf, getAppInfo } from './app-info-request';

export { getAppInfo } from './app-info-request';

export const appInfoQueryOptions = () =>
  queryOptions({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: Infinity });

/** The product name for the top bar and /welcome; the default while loading or when the call fails. */
export function useAppName(): string {
  const { data } = useQuery(appInfoQueryOptions());
  return appNameOf(data);
}
