import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { API, APP_NAME_DEFAULT, SHOP_TIME_ZONE_DEFAULT, ZAppInfo, type TAppInfo } from '@printhub/contract';

import { api } from './api-client';

/** GET the public app facts. */
export const getAppInfo = (): Promise<TAppInfo> => api.get(API.appInfo, { schema: ZAppInfo, auth: false });

export const appInfoQueryOptions = () =>
  queryOptions({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: Infinity });

/** The product name to show: the configured one, or the default while loading or when the call failed. */
export const appNameOf = (info: TAppInfo | undefined): string => info?.app_name || APP_NAME_DEFAULT;

/**
 * The shop's time zone, in which due dates are shown and changed (the server's SHOP_TIMEZONE); the default
 * zone until the app facts have arrived (the shell asks for them before any screen).
 */
export function useShopTimeZone(): string {
  const { data } = useQuery(appInfoQueryOptions());
  return data?.shop_time_zone || SHOP_TIME_ZONE_DEFAULT;
}

/** The browser tab's title: '{page name} · {product name}', or the product name alone. */
export const documentTitle = (pageName: string | null, appName: string): string =>
  pageName ? `${pageName} · ${appName}` : appName;

/** The product name for the top bar and /welcome; the default while loading or when the call fails. */
export function useAppName(): string {
  const { data } = useQuery(appInfoQueryOptions());
  return appNameOf(data);
}

/**
 * Names the browser tab after what the screen shows: 'Order not found · PrintHub' rather than the route's
 * 'Order #12'. The layouts name the tab in a layout effect on each navigation, before the screens' effects
 * run, so this name is the one that stays; the next navigation names the tab anew.
 */
export function useTabTitle(name: string): void {
  const appName = useAppName();
  useEffect(() => {
    document.title = documentTitle(name, appName);
  }, [name, appName]);
}
