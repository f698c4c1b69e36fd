import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { CheckboxField } from '@/components/form/checkbox-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/notices';
import { orderKeys } from '@/lib/query-keys';

import { placeCounterOrder, quoteCounterOrder } from '../api/counter-order';
import { orderPath } from '../components/orders-table';
import { CounterCustomerFields } from './counter-customer-fields';
import { CounterFilesField } from './counter-files-field';
import {
  COUNTER_DEFAULTS,
  counterFormData,
  counterResolver,
  fieldOf,
  fileProgress,
  quoteKey,
  type CounterOrderValues,
} from './counter-form';
import { CounterOptionsFields } from './counter-options-fields';
import { CounterQuote } from './counter-quote';

import type { TQuote } from '@printhub/contract';

/**
 * "New order" at the counter: whom it is for, the PDFs (with a progress bar per file while they are sent),
 * the options, rush and a coupon; "Get quote" shows the price, the due date and each file's pages, and
 * "Place order" places it and opens it. A staff user's order is theirs unless "Assign to me" is cleared.
 */
export function CounterOrderDialog({ staff, onClose }: { staff: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, formState } = useSchemaForm<CounterOrderValues>(
    counterResolver({ staff }),
    COUNTER_DEFAULTS,
  );
  const [progress, setProgress] = useState<number[] | null>(null);
  const [quote, setQuote] = useState<{ for: string; quote: TQuote } | null>(null);
  const values = useWatch({ control }) as CounterOrderValues;
  // A quote is of the values it was asked for: any change takes it away.
  const current = quote && quote.for === quoteKey(values) ? quote.quote : null;
  const busy = formState.isSubmitting;

  const [abort] = useState(() => new AbortController());
  useEffect(() => () => abort.abort(), [abort]);

  const send = async <T,>(
    v: CounterOrderValues,
    call: typeof quoteCounterOrder | typeof placeCounterOrder,
  ) => {
    setProgress(v.files.map(() => 0));
    try {
      return (await call({
        body: counterFormData(v, { staff }),
        onProgress: (fraction) => setProgress(fileProgress(v.files, fraction)),
        signal: abort.signal,
      })) as T;
    } catch (error) {
      const underFields =
        isApiError(error) && error.status === 400 && applyFieldErrors(error, setError, undefined, fieldOf);
      if (!underFields && !(error instanceof DOMException && error.name === 'AbortError'))
        toast.error(errorText(error));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const getQuote = handleSubmit(async (v) => {
    const answer = await send<TQuote>(v, quoteCounterOrder);
    if (answer) setQuote({ for: quoteKey(v), quote: answer });
  });
  const placeOrder = handleSubmit(async (v) => {
    const order = await send<{ id: number }>(v, placeCounterOrder);
    if (!order) return;
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    toast.success(`Order #${order.id} placed`);
    onClose();
    void navigate(orderPath(order.id));
  });

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void placeOrder(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>New order</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <CounterCustomerFields control={control} />
            <CounterFilesField control={control} progress={progress} quote={current} busy={busy} />
            <CounterOptionsFields control={control} />
            {staff && <CheckboxField control={control} name="assign_to_me" label="Assign to me" />}
            {current && <CounterQuote quote={current} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void getQuote()}>
            Get quote
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Place order
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
