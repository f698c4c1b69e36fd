import { errorText } from '@/lib/error-text';

import { isApiError } from './api-client';
import { toast } from './notices';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 400 response's field errors on the matching form fields (`fieldOf` names a key's field, null for
 * none). Returns true when at least one field got a message, so the caller knows the error has been shown.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: ReadonlyArray<Path<T>>,
  fieldOf: (key: string) => string | null = (key) => key,
): boolean {
  if (!isApiError(error)) return false;
  const applied = new Set<string>();
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const name = fieldOf(key) as Path<T> | null;
    if (name === null || (fields && !fields.includes(name)) || applied.has(name)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: applied.size === 0 });
    applied.add(name);
  }
  return applied.size > 0;
}

/** A refused save: a 400's messages go under their fields; anything else is a toast with the server's text. */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: ReadonlyArray<Path<T>>,
  fieldOf?: (key: string) => string | null,
): void {
  if (isApiError(error) && error.status === 400 && applyFieldErrors(error, setError, fields, fieldOf)) return;
  toast.error(errorText(error));
}
