import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';

import {
  PAYMENT_METHOD_NAMES,
  ZRecordPaymentRequest,
  type TPaymentMethod,
  type TRecordPaymentRequest,
} from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/notices';

import type { Resolver } from 'react-hook-form';

/** What the form holds: the amount as typed (a refund's without its minus sign). */
export type PaymentFormValues = { amount: string; method: TPaymentMethod; reference: string; reason: string };

export interface RecordPaymentDialogProps {
  orderId: number;
  /** A refund (a super admin's): the amount is paid back, up to what was paid, with a reason. */
  refund: boolean;
  /** Prefilled: the balance due for a payment, what was paid for a refund. */
  suggested: number;
  /** The methods the user may record (a staff user: cash and UPI). */
  methods: readonly TPaymentMethod[];
  onClose: () => void;
  /** Sends it; rejects with an ApiError when the server refuses (400 on `amount` past the balance). */
  onRecord: (payment: TRecordPaymentRequest) => Promise<unknown>;
}

/** The form's values as the request sends them: a refund's amount negative, a payment's without a reason. */
export function paymentRequest(values: PaymentFormValues, refund: boolean): Record<string, unknown> {
  const amount = values.amount.trim();
  return {
    amount: refund && amount !== '' && !amount.startsWith('-') ? `-${amount}` : amount,
    method: values.method,
    reference: values.reference,
    ...(refund && { reason: values.reason }),
  };
}

/** The contract's schema checks the request the form makes; its messages land under the form's fields. */
function paymentResolver(refund: boolean): Resolver<PaymentFormValues, unknown, TRecordPaymentRequest> {
  const check = zodResolver(ZRecordPaymentRequest) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    TRecordPaymentRequest
  >;
  return (values, context, options) =>
    check(paymentRequest(values, refund), context, options as never) as ReturnType<
      Resolver<PaymentFormValues, unknown, TRecordPaymentRequest>
    >;
}

/**
 * "Record payment" (or a super admin's "Refund"): the amount, prefilled; the method, among those the user may
 * use; a reference; a refund's reason. The server's refusal lands under its field, or in a toast.
 */
export function RecordPaymentDialog({
  orderId,
  refund,
  suggested,
  methods,
  onClose,
  onRecord,
}: RecordPaymentDialogProps) {
  const { control, handleSubmit, setError, formState } = useSchemaForm<
    PaymentFormValues,
    TRecordPaymentRequest
  >(paymentResolver(refund), {
    amount: suggested > 0 ? String(suggested) : '',
    method: methods[0],
    reference: '',
    reason: '',
  });
  const onSubmit = handleSubmit(async (payment) => {
    try {
      await onRecord(payment);
      const what = refund ? 'Refund' : 'Payment';
      toast.success(`${what} of ${formatMoney(Math.abs(payment.amount))} recorded on order #${orderId}`);
      onClose();
    } catch (error) {
      showSubmitError(error, setError, ['amount', 'method', 'reference', 'reason']);
    }
  });
  return (
    <FormDialog
      title={refund ? `Refund on order #${orderId}` : `Record payment on order #${orderId}`}
      submitLabel={refund ? 'Record refund' : 'Record payment'}
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {refund && (
        <Alert severity="warning">
          Record the money once it has been paid back: up to {formatMoney(suggested)} was paid.
        </Alert>
      )}
      <TextField
        control={control}
        name="amount"
        label={refund ? 'Amount refunded (₹)' : 'Amount (₹)'}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
      />
      <SelectField
        control={control}
        name="method"
        label="Method"
        required
        options={methods.map((m) => ({ value: m, label: PAYMENT_METHOD_NAMES[m] }))}
      />
      <TextField control={control} name="reference" label="Reference (UPI, card or bank)" />
      {refund && <TextField control={control} name="reason" label="Reason" multiline minRows={2} required />}
    </FormDialog>
  );
}
