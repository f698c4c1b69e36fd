import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

import type { z } from 'zod';

/**
 * react-hook-form checked by a zod schema, for a form whose number boxes hold text: the schema reads that
 * text (its input type is `unknown` for those fields), so the form names its own input type, `TInput`.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
    defaultValues,
  });
}
