import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-client';

import type { LoaderFunctionArgs } from 'react-router';

/** A 4xx will answer the same way again, so only network failures and 5xx are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * A route's loader: it starts the screen's first queries while the screen's chunk loads, never waiting for
 * them (the screen shows their loading and error states).
 */
export type ScreenLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => null;
