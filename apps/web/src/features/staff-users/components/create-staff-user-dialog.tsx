import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  ZCreateStaffUserRequest,
  type TCreateStaffUserRequest,
  type TStaffUser,
  type TCreateStaffUserInput,
} from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

type FormInput = TCreateStaffUserInput;
const EMPTY: FormInput = { full_name: '', email: '', password: '', mobile: '' };

interface CreateStaffUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreate: (values: TCreateStaffUserRequest) => Promise<TStaffUser>;
}

/** 'Create staff user': Full name, Email, Password, Mobile (optional); 400 messages go on the fields. */
export function CreateStaffUserDialog({ open, onClose, onCreate }: CreateStaffUserDialogProps) {
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    TCreateStaffUserRequest
  >({ resolver: zodResolver(ZCreateStaffUserRequest), defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const user = await onCreate(values);
      toast.success(`Staff user ${user.full_name} created`);
      close();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <FormDialog
      title="Create staff user"
      open={open}
      busy={formState.isSubmitting}
      onClose={close}
      onSubmit={submit}
      submitLabel="Create"
    >
      <TextField control={control} name="full_name" label="Full name" required autoFocus />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="off" required />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters"
      />
      <TextField control={control} name="mobile" label="Mobile" type="tel" />
    </FormDialog>
  );
}
