import Alert from '@mui/material/Alert';

import { ZCancelOrderForm, type TCancelOrderForm } from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

export interface CancelOrderDialogProps {
  orderId: number;
  /** The order's coupon, named in the warning (it is given back). */
  couponCode: string | null;
  onClose: () => void;
  /** Cancels the order with the reason; rejects with an ApiError when the server refuses. */
  onCancelOrder: (reason: string) => Promise<unknown>;
}

/** What cancelling does, said before it is done. */
export function cancelWarning(couponCode: string | null): string {
  const coupon = couponCode
    ? ` The coupon ${couponCode} is given back: its use no longer counts, and the customer may use it again.`
    : '';
  return (
    'Cancelling is final: the order leaves the board and every open list, and can never be moved again.' +
    `${coupon} Any referral coins the order earned are taken back, and the customer is told.`
  );
}

/**
 * A super admin's "Cancel order": a required reason, checked by the contract's schema, under a warning of what
 * is given back; the server's refusal goes under Reason (or into a toast).
 */
export function CancelOrderDialog({ orderId, couponCode, onClose, onCancelOrder }: CancelOrderDialogProps) {
  const { control, handleSubmit, setError, formState } = useSchemaForm<TCancelOrderForm>(ZCancelOrderForm, {
    cancel_reason: '',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onCancelOrder(values.cancel_reason);
      toast.success(`Order #${orderId} cancelled`);
      onClose();
    } catch (error) {
      showSubmitError(error, setError, ['cancel_reason']);
    }
  });
  return (
    <FormDialog
      title={`Cancel order #${orderId}?`}
      submitLabel="Confirm cancellation"
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Alert severity="warning">{cancelWarning(couponCode)}</Alert>
      <TextField control={control} name="cancel_reason" label="Reason" multiline minRows={2} required />
    </FormDialog>
  );
}
