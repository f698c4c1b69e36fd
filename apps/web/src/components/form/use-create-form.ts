import { type DefaultValues, type FieldValues } from 'react-hook-form';

import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import { useSchemaForm } from './use-schema-form';

import type { z } from 'zod';

/** What a 'Create …' dialog takes from its screen. */
export interface CreateDialogProps<TRequest, TCreated> {
  open: boolean;
  onClose: () => void;
  /** Creates; rejects with an ApiError when the server refuses. */
  onCreate: (values: TRequest) => Promise<TCreated>;
}

export interface CreateFormOptions<TInput extends FieldValues, TRequest, TCreated> {
  /** The request's schema: it checks the form and gives the request. */
  schema: z.ZodType<TRequest, TInput>;
  /** The empty form: the fields start from it, and go back to it after a create or a close. */
  empty: TInput;
  create: (values: TRequest) => Promise<TCreated>;
  /** The toast after a create: 'User Ann Lee created'. */
  createdText: (created: TCreated) => string;
  onCreated?: (created: TCreated) => void;
  onClose: () => void;
}

/**
 * A 'Create …' form in a FormDialog: a create toasts, empties the form and closes; a 400's messages go on
 * the fields, any other refusal is a toast. Returns the fields' `control` and the FormDialog's props.
 */
export function useCreateForm<TInput extends FieldValues, TRequest, TCreated>({
  schema,
  empty,
  create,
  createdText,
  onCreated,
  onClose,
}: CreateFormOptions<TInput, TRequest, TCreated>) {
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<TInput, TRequest>(
    schema,
    empty as DefaultValues<TInput>,
  );

  const close = () => {
    reset(empty);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create(values);
      toast.success(createdText(created));
      reset(empty);
      onCreated?.(created);
      onClose();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return { control, dialog: { busy: formState.isSubmitting, onClose: close, onSubmit } };
}
