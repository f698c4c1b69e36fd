import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZConfigurationList,
  type TConfiguration,
  type TUpdateConfigurationsRequest,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { settingsKeys } from '../query-keys';

/** PATCH /api/configurations with the changed settings: 200 every setting, as saved. */
export const updateSettings = (body: TUpdateConfigurationsRequest): Promise<TConfiguration[]> =>
  api.patch(API.configurations, body, { schema: ZConfigurationList });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.all, saved),
  });
}
