import { API, APP_NAME_DEFAULT, ZAppInfo, type TAppInfo } from '@printhub/contract';

import { api } from './api-client';

/** GET the public app facts. Kept apart from the query hook so the sign-in screen can use it alone. */
export const getAppInfo = (): Promise<TAppInfo> => api.get(API.appInfo, { schema: ZAppInfo, auth: false });

/** The product name to show: the configured one, or the default while loading or when the call failed. */
export const appNameOf = (info: TAppInfo | undefined): string => info?.app_name || APP_NAME_DEFAULT;

/** The browser tab's title: '{page name} · {product name}', or the product name alone. */
export const documentTitle = (pageName: string | null, appName: string): string =>
  pageName ? `${pageName} · ${appName}` : appName;
