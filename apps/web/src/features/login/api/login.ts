import { API, ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@printhub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-storage';
import { currentUserQueryOptions } from '@/lib/current-user';

export const login = (body: TLoginRequest): Promise<TLoginResponse> =>
  api.post(API.login, body, { schema: ZLoginResponse, auth: false });

/** Signs in, stores the session (SPEC.md §3) and primes the current user so the shell needs no extra call. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      saveSession(session);
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, session.user);
    },
  });
}
