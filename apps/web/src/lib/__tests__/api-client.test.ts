import { afterEach, describe, expect, it, vi } from 'vitest';

import { ZCurrentUser } from '@printhub/contract';

import { installFakeXhr } from '@/test/fake-xhr';

import { ApiError, apiUpload, buildUrl, parseResponse } from '../api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(response: Response): Promise<ApiError> {
  try {
    await parseResponse(response);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('parseResponse did not throw');
}

describe('parseResponse', () => {
  it('maps a 400 response to field errors keyed by context.key (first message per field)', async () => {
    const error = await failure(
      json(400, {
        errors: [
          { message: 'Enter a valid email address', context: { key: 'email' } },
          { message: 'This field is Required', context: { key: 'password' } },
          { message: 'A second email message', context: { key: 'email' } },
        ],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      email: 'Enter a valid email address',
      password: 'This field is Required',
    });
    expect(error.message).toBe('Enter a valid email address');
  });

  it("uses the server's error text of a 422 or 429 as the message", async () => {
    const invalid = await failure(json(422, { error: 'Invalid email or password' }));
    expect(invalid).toMatchObject({ status: 422, message: 'Invalid email or password', fieldErrors: {} });
    const tooMany = await failure(json(429, { error: 'Too many attempts, try again later' }));
    expect(tooMany).toMatchObject({ status: 429, message: 'Too many attempts, try again later' });
  });

  it('still throws an ApiError with the status when the body is not the error shape', async () => {
    const error = await failure(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
    expect(error.hasFieldErrors).toBe(false);
  });

  it('returns the body of a success, checked against a contract schema when given', async () => {
    const user = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
    await expect(parseResponse(json(200, user), ZCurrentUser)).resolves.toEqual(user);
    await expect(parseResponse(json(200, { id: 'x' }), ZCurrentUser)).rejects.toThrow();
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(parseResponse(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('repeats array values and leaves out empty ones', () => {
    expect(buildUrl('/api/delete-qr-codes/', { qr_id: [1, 2], query: '', status: undefined })).toBe(
      '/api/delete-qr-codes/?qr_id=1&qr_id=2',
    );
  });
});

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
