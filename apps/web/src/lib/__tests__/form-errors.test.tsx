import { act, renderHook } from '@testing-library/react';
import { useForm, type UseFormSetError } from 'react-hook-form';
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

  it('puts a key on the field fieldOf names, and leaves out a key it names none for', () => {
    type Form = { codes: { code: string }[] };
    const { result } = renderHook(() => useForm<Form>());
    const named: string[] = [];
    const setError: UseFormSetError<Form> = (name, ...rest) => {
      named.push(name);
      result.current.setError(name, ...rest);
    };
    let applied = false;
    act(() => {
      applied = applyFieldErrors(
        new ApiError(400, 'x', { 'codes.1': 'Code taken', image: 'Too large' }),
        setError,
        undefined,
        (key) => (key.startsWith('codes.') ? `${key}.code` : null),
      );
    });
    expect(applied).toBe(true);
    expect(named).toEqual(['codes.1.code']);
    expect(result.current.getFieldState('codes.1.code').error?.message).toBe('Code taken');
  });

  it('does nothing for errors without field errors', () => {
    const { result } = renderHook(() => useForm<{ email: string }>());
    expect(applyFieldErrors(new ApiError(422, 'Invalid email or password'), result.current.setError)).toBe(
      false,
    );
    expect(applyFieldErrors(new Error('boom'), result.current.setError)).toBe(false);
  });
});
