import { SelectField, type SelectFieldProps } from '@/components/form/select-field';

import type { FieldPath, FieldValues } from 'react-hook-form';

export type ClientSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TTransformed = T> = Omit<
  SelectFieldProps<T, N, TTransformed>,
  'options' | 'label' | 'hint' | 'required'
> & { clients: readonly { id: number; name: string }[]; loading?: boolean };

/** The required "Client" select of a voucher form (new vouchers and the CSV upload). */
export function ClientSelectField<T extends FieldValues, N extends FieldPath<T>, TTransformed = T>({
  clients,
  loading,
  ...rest
}: ClientSelectFieldProps<T, N, TTransformed>) {
  return (
    <SelectField
      {...rest}
      label="Client"
      required
      hint={loading ? 'Loading clients…' : undefined}
      options={clients.map((client) => ({ value: client.id, label: client.name }))}
    />
  );
}
