import { useMutation } from '@tanstack/react-query';

import { API, type TUpdatePasswordRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';

export const updatePassword = (body: TUpdatePasswordRequest): Promise<unknown> =>
  api.post(API.updatePassword, body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
