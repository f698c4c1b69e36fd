import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../api-client';
import { shouldRetry } from '../query-client';
import { useListQuery } from '../use-list-query';

import type { ReactNode } from 'react';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useListQuery', () => {
  it('is loading with the default data, then holds the loaded data', async () => {
    const { result } = renderHook(
      () => useListQuery({ queryKey: ['ok'], queryFn: async () => ['a', 'b'], defaultData: [] as string[] }),
      { wrapper },
    );
    expect(result.current).toMatchObject({ loading: true, data: [], error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(['a', 'b']);
  });

  it('keeps the default data and stores the error when a load fails, and loads again on refresh', async () => {
    let calls = 0;
    const queryFn = async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(500, 'Request failed with status 500');
      return ['fresh'];
    };
    const { result } = renderHook(
      () => useListQuery({ queryKey: ['fails'], queryFn, defaultData: ['default'] }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.data).toEqual(['default']);
    expect(result.current.error?.message).toBe('Request failed with status 500');
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(result.current.error).toBeNull();
  });
});

describe('shouldRetry (query client)', () => {
  it('never retries a 4xx, retries network failures and 5xx a couple of times', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'Too many'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Unavailable'))).toBe(false);
  });
});
