import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, type TConfiguration, type TUpdateConfigurationsRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { settingsKeys } from '../query-keys';
import { ZConfigurations } from './get-settings';

/** PATCH /api/configurations with the changed settings: 200 every setting, as saved. */
export const updateSettings = (body: TUpdateConfigurationsRequest): Promise<TConfiguration[]> =>
  api.patch(API.configurations, body, { schema: ZConfigurations });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.all, saved),
  });
}
