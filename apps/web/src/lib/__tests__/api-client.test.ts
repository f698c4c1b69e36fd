import { describe, expect, it } from 'vitest';

import { ZCurrentUser } from '@printhub/contract';

import { ApiError, buildUrl, parseResponse } from '../api-client';

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
    expect(error.errorCount).toBe(3);
  });

  it("keeps a CSV report's error_count: the total when only the first problems are listed", async () => {
    const error = await failure(
      json(400, {
        errors: [
          { message: 'Line 2, cost: Must be a number', context: { key: 'file', line: 2, column: 'cost' } },
        ],
        error_count: 250,
      }),
    );
    expect(error.errors).toHaveLength(1);
    expect(error.errorCount).toBe(250);
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
