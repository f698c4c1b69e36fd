import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  ZCreateUserRequest,
  type TCreateUserRequest,
  type TCustomer,
  type TCreateUserInput,
} from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

type FormInput = TCreateUserInput;
const EMPTY: FormInput = { first_name: '', last_name: '', email: '', mobile: '' };

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the user; rejects with an ApiError when the server refuses. */
  onCreate: (values: TCreateUserRequest) => Promise<TCustomer>;
  onCreated?: (user: TCustomer) => void;
}

/** 'Create user': 400 messages go on the fields (a duplicate e-mail on Email); other refusals are a toast. */
export function CreateUserDialog({ open, onClose, onCreate, onCreated }: CreateUserDialogProps) {
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    TCreateUserRequest
  >({ resolver: zodResolver(ZCreateUserRequest), defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const user = await onCreate(values);
      toast.success(`User ${[user.first_name, user.last_name].filter(Boolean).join(' ')} created`);
      reset(EMPTY);
      onCreated?.(user);
      onClose();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <FormDialog
      title="Create user"
      open={open}
      busy={formState.isSubmitting}
      onClose={close}
      onSubmit={submit}
      submitLabel="Create"
    >
      <TextField control={control} name="first_name" label="First name" required autoFocus />
      <TextField control={control} name="last_name" label="Last name" />
      <TextField control={control} name="email" label="Email" type="email" required />
      <TextField control={control} name="mobile" label="Mobile" type="tel" required />
    </FormDialog>
  );
}
