import { API, APP_NAME_DEFAULT, ZAppInfo, type TAppInfo } from '@printhub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const getAppInfo = (): Promise<TAppInfo> => api.get(API.appInfo, { schema: ZAppInfo, auth: false });

export const appInfoQueryOptions = () =>
  queryOptions({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: Infinity });

/** The product name for the top bar and /welcome; the default while loading or when the call fails. */
export function useAppName(): string {
  const { data } = useQuery(appInfoQueryOptions());
  return data?.app_name || APP_NAME_DEFAULT;
}
