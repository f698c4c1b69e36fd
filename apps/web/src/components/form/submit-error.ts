import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { errorText } from '../query-error';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A refused save: a 400's messages go under their fields; anything else is a toast with the server's text. */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: ReadonlyArray<Path<T>>,
): void {
  if (isApiError(error) && error.status === 400 && applyFieldErrors(error, setError, fields)) return;
  toast.error(errorText(error));
}
