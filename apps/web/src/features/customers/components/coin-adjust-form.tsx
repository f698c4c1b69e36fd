import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import {
  coinsText,
  isDebit,
  ZCoinAdjustForm,
  type TCoinAdjustForm,
  type TCoinAdjustFormInput,
} from '../coin-form';

const EMPTY: TCoinAdjustFormInput = { amount: '', reason: '' };

interface CoinAdjustFormProps {
  /** Whose coins: shown in the debit confirmation. */
  customerName: string;
  balance: number;
  /** Sends the adjustment; rejects with an ApiError (422 'Not enough coins: …') when the server refuses. */
  onAdjust: (values: TCoinAdjustForm) => Promise<unknown>;
}

/**
 * 'Adjust coins': a positive amount credits, a negative one debits. A debit is confirmed first. A 400 puts
 * messages on the fields; any other refusal (422 'Not enough coins: the balance is N') is the server's text.
 */
export function CoinAdjustForm({ customerName, balance, onAdjust }: CoinAdjustFormProps) {
  const headingId = useId();
  const [pendingDebit, setPendingDebit] = useState<TCoinAdjustForm | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<
    TCoinAdjustFormInput,
    TCoinAdjustForm
  >(ZCoinAdjustForm, EMPTY);
  const [sending, setSending] = useState(false);

  const send = async (values: TCoinAdjustForm) => {
    setSending(true);
    try {
      const debit = isDebit(values.amount);
      await onAdjust(values);
      toast.success(
        `${coinsText(Math.abs(values.amount))} ${debit ? 'debited from' : 'credited to'} ${customerName}`,
      );
      reset(EMPTY);
    } catch (error) {
      showSubmitError(error, setError, ['amount', 'reason']);
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    if (isDebit(values.amount)) setPendingDebit(values);
    else await send(values);
  });

  const busy = sending || formState.isSubmitting;
  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => void submit(e)}
      sx={{ gap: 1.5 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        Adjust coins
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A positive amount credits coins; a negative amount (for example -20) debits them.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          control={control}
          name="amount"
          label="Amount"
          type="number"
          size="small"
          required
          slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
          sx={{ width: { sm: 160 } }}
        />
        <TextField control={control} name="reason" label="Reason" size="small" required sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          sx={{ whiteSpace: 'nowrap', mt: { sm: 0.25 } }}
        >
          Adjust coins
        </Button>
      </Stack>
      <ConfirmDialog
        open={pendingDebit !== null}
        title="Debit coins?"
        message={
          pendingDebit
            ? `${coinsText(Math.abs(pendingDebit.amount))} will be taken from ${customerName} (balance ${coinsText(balance)}). Reason: ${pendingDebit.reason}`
            : undefined
        }
        confirmLabel="Debit coins"
        destructive
        busy={sending}
        onCancel={() => setPendingDebit(null)}
        onConfirm={() => {
          const values = pendingDebit;
          setPendingDebit(null);
          if (values) void send(values);
        }}
      />
    </Stack>
  );
}
