import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZConfigurationList, type TConfiguration } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { settingsKeys } from '../query-keys';

/** GET /api/configurations: every setting, its stored value or its default. */
export const getSettings = (): Promise<TConfiguration[]> =>
  api.get(API.configurations, { schema: ZConfigurationList });

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
