import {
  ZCreateUserRequest,
  type TCreateUserRequest,
  type TCustomer,
  type TCreateUserInput,
} from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useCreateForm, type CreateDialogProps } from '@/components/form/use-create-form';

const EMPTY: TCreateUserInput = { first_name: '', last_name: '', email: '', mobile: '' };

interface CreateCustomerDialogProps extends CreateDialogProps<TCreateUserRequest, TCustomer> {
  onCreated?: (customer: TCustomer) => void;
}

/** 'Create user': 400 messages go on the fields (a duplicate e-mail on Email); other refusals are a toast. */
export function CreateCustomerDialog({ open, onClose, onCreate, onCreated }: CreateCustomerDialogProps) {
  const { control, dialog } = useCreateForm({
    schema: ZCreateUserRequest,
    empty: EMPTY,
    create: onCreate,
    createdText: (customer) =>
      `User ${[customer.first_name, customer.last_name].filter(Boolean).join(' ')} created`,
    onCreated,
    onClose,
  });

  return (
    <FormDialog title="Create user" open={open} submitLabel="Create" {...dialog}>
      <TextField control={control} name="first_name" label="First name" required autoFocus />
      <TextField control={control} name="last_name" label="Last name" />
      <TextField control={control} name="email" label="Email" type="email" required />
      <TextField control={control} name="mobile" label="Mobile" type="tel" required />
    </FormDialog>
  );
}
