import { errorText } from '@/components/query-error';

import { isApiError } from './api-client';
import { toast } from './notices';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 400 response's field errors on the matching form fields. Returns true when at least
 * one field got a message, so the caller knows the error has been shown.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: ReadonlyArray<Path<T>>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    if (fields && !fields.includes(key as Path<T>)) continue;
    setError(key as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** A refused save: a 400's messages go under their fields; anything else is a toast with the server's text. */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: ReadonlyArray<Path<T>>,
): void {
  if (isApiError(error) && error.status === 400 && applyFieldErrors(error, setError, fields)) return;
  toast.error(errorText(error));
}
