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
  /** Whose coins: shown in the confirmation. */
  customerName: string;
  balance: number;
  /** Sends the adjustment; rejects with an ApiError (422 'Not enough coins: …') when the server refuses. */
  onAdjust: (values: TCoinAdjustForm) => Promise<unknown>;
}

/**
 * 'Adjust coins': a positive amount credits, a negative one debits; either is confirmed first. A 400 puts
 * messages on the fields; any other refusal (422 'Not enough coins: the balance is N') is the server's text.
 */
export function CoinAdjustForm({ customerName, balance, onAdjust }: CoinAdjustFormProps) {
  const headingId = useId();
  // The values stay while the dialog closes, so its text does not change during the transition.
  const [asking, setAsking] = useState<{ open: boolean; values: TCoinAdjustForm | null }>({
    open: false,
    values: null,
  });
  const pending = asking.values;
  const debit = pending !== null && isDebit(pending.amount);
  const closeDialog = () => setAsking((current) => ({ ...current, open: false }));
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

  const submit = handleSubmit((values) => setAsking({ open: true, values }));

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
        open={asking.open}
        title={debit ? 'Debit coins?' : 'Credit coins?'}
        message={
          pending
            ? `${coinsText(Math.abs(pending.amount))} will be ${debit ? 'taken from' : 'given to'} ${customerName} (balance ${coinsText(balance)}). Reason: ${pending.reason}`
            : undefined
        }
        confirmLabel={debit ? 'Debit coins' : 'Credit coins'}
        destructive={debit}
        busy={sending}
        onCancel={closeDialog}
        onConfirm={() => {
          closeDialog();
          if (asking.open && pending) void send(pending);
        }}
      />
    </Stack>
  );
}
