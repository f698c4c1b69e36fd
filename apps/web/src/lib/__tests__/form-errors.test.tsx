import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../api-client';
import { applyFieldErrors } from '../form-errors';

describe('applyFieldErrors', () => {
  it('sets each field error of an ApiError on the form and reports that it did', () => {
    const { result } = renderHook(() => useForm<{ email: string; password: string }>());
    let applied = false;
    act(() => {
      applied = applyFieldErrors(
        new ApiError(400, 'x', { email: 'Enter a valid email address', other: 'ignored' }),
        result.current.setError,
        ['email', 'password'],
      );
    });
    expect(applied).toBe(true);
    expect(result.current.getFieldState('email').error?.message).toBe('Enter a valid email address');
    expect(result.current.getFieldState('password').error).toBeUndefined();
  });

  it('does nothing for errors without field errors', () => {
    const { result } = renderHook(() => useForm<{ email: string }>());
    expect(applyFieldErrors(new ApiError(422, 'Invalid email or password'), result.current.setError)).toBe(
      false,
    );
    expect(applyFieldErrors(new Error('boom'), result.current.setError)).toBe(false);
  });
});
