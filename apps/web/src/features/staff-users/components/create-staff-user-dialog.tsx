import {
  ZCreateStaffUserRequest,
  type TCreateStaffUserRequest,
  type TStaffUser,
  type TCreateStaffUserInput,
} from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useCreateForm, type CreateDialogProps } from '@/components/form/use-create-form';

const EMPTY: TCreateStaffUserInput = { full_name: '', email: '', password: '', mobile: '' };

/** 'Create staff user': Full name, Email, Password, Mobile (optional); 400 messages go on the fields. */
export function CreateStaffUserDialog({
  open,
  onClose,
  onCreate,
}: CreateDialogProps<TCreateStaffUserRequest, TStaffUser>) {
  const { control, dialog } = useCreateForm({
    schema: ZCreateStaffUserRequest,
    empty: EMPTY,
    create: onCreate,
    createdText: (user) => `Staff user ${user.full_name} created`,
    onClose,
  });

  return (
    <FormDialog title="Create staff user" open={open} submitLabel="Create" {...dialog}>
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
