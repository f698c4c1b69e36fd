import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

import type { z } from 'zod';

/**
 * Every form's way into react-hook-form: checked by the contract's zod schema through zodResolver, or by a
 * resolver built on that schema where the form's fields hold other values than the request (a number box's
 * text, a date picker's day). `TInput` is the fields' type, `TOutput` what a valid submit hands over.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput = TInput>(
  check: z.core.$ZodType<TOutput, FieldValues> | Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver:
      typeof check === 'function' ? check : (zodResolver(check) as Resolver<TInput, unknown, TOutput>),
    defaultValues,
  });
}
