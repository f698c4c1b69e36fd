import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeXhr } from '@/test/fake-xhr';

import { ApiError } from '../api-client';
import { apiUpload } from '../api-upload';

describe('apiUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the token, reports progress and returns the checked body', async () => {
    const xhr = installFakeXhr();
    localStorage.setItem('token', 'tok');
    const progress = vi.fn();
    const body = new FormData();
    const done = apiUpload('/api/upload', body, { query: { a: 1 }, onProgress: progress });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.requestUrl.pathname + request.requestUrl.search).toBe('/api/upload?a=1');
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect(request.body).toBe(body);
    request.progress(1, 4);
    expect(progress).toHaveBeenCalledWith(0.25);
    request.respond(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
  });

  it('signs out on a 401 and rejects with the ApiError, every reported row kept', async () => {
    const xhr = installFakeXhr();
    localStorage.setItem('token', 'tok');
    const done = apiUpload('/api/upload', new FormData());
    const errors = [
      { message: 'Bad', context: { key: 'file', line: 2 } },
      { message: 'Worse', context: { key: 'file', line: 3 } },
    ];
    xhr.last().respond(400, { errors });
    await expect(done).rejects.toMatchObject({ status: 400, message: 'Bad', errors });
    const unauthorized = apiUpload('/api/upload', new FormData());
    xhr.last().respond(401, { error: 'Unauthorized' });
    await expect(unauthorized).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
