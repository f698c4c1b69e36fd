import {
  ZEditStaffUserForm,
  type TEditStaffUserInput,
  type TStaffUser,
  type TUpdateStaffUserRequest,
} from '@printhub/contract';

import { HistoryButton } from '@/components/audit-history/history-button';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

export const staffSavedText = (user: Pick<TStaffUser, 'full_name'>) => `Staff user ${user.full_name} saved`;

export interface EditStaffUserDialogProps {
  open: boolean;
  user: TStaffUser;
  onClose: () => void;
  /** Saves; rejects with an ApiError when the server refuses (a 400 goes on the fields). */
  onSave: (values: TUpdateStaffUserRequest) => Promise<TStaffUser>;
}

/** 'Edit staff user': Full name, Email, Mobile (empty clears it), checked by the contract's schema. */
export function EditStaffUserDialog({ open, user, onClose, onSave }: EditStaffUserDialogProps) {
  const { control, handleSubmit, setError, formState } = useSchemaForm<
    TEditStaffUserInput,
    TUpdateStaffUserRequest
  >(ZEditStaffUserForm, { full_name: user.full_name, email: user.email, mobile: user.mobile ?? '' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success(staffSavedText(await onSave(values)));
      onClose();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <FormDialog
      title="Edit staff user"
      open={open}
      extraActions={<HistoryButton resource="staff-users" resourceId={user.id} title={user.full_name} />}
      submitLabel="Save"
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField control={control} name="full_name" label="Full name" required autoFocus />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="off" required />
      <TextField control={control} name="mobile" label="Mobile" type="tel" />
    </FormDialog>
  );
}
