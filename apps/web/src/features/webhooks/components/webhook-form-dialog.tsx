import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control } from 'react-hook-form';

import { EVENT_TYPES, type TEventType, type TWebhook, type TWebhookWithSecret } from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { snackbar } from '@/lib/notices';

import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-mutations';
import {
  EMPTY_WEBHOOK_FORM,
  EVENT_LABELS,
  WEBHOOK_SERVER_FIELDS,
  webhookFormSchema,
  webhookFormValuesFrom,
  type WebhookFormValues,
} from '../webhook-form';

function EventsField({ control, disabled }: { control: Control<WebhookFormValues>; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name: 'events' });
  const chosen = new Set<TEventType>(field.value);
  const toggle = (event: TEventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(event);
    else next.delete(event);
    field.onChange(EVENT_TYPES.filter((e) => next.has(e)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend">Events</FormLabel>
      <FormGroup>
        {EVENT_TYPES.map((event, i) => (
          <FormControlLabel
            key={event}
            label={`${EVENT_LABELS[event]} (${event})`}
            control={
              <Checkbox
                checked={chosen.has(event)}
                onChange={(_, on) => toggle(event, on)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

export interface WebhookFormDialogProps {
  /** The endpoint edited, or null for a new one. */
  webhook: TWebhook | null;
  onClose: () => void;
  /** A new endpoint was made: its secret is to be shown. */
  onCreated: (created: TWebhookWithSecret) => void;
}

/** Add or edit an endpoint: its address, the events it gets, a note, on or off. */
export function WebhookFormDialog({ webhook, onClose, onCreated }: WebhookFormDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const { control, handleSubmit, setError, formState } = useSchemaForm(
    webhookFormSchema,
    webhook ? webhookFormValuesFrom(webhook) : EMPTY_WEBHOOK_FORM,
  );
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (body) => {
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, body });
        snackbar.success('Webhook saved');
        onClose();
      } else {
        onCreated(await create.mutateAsync(body));
      }
    } catch (error) {
      showSubmitError(error, setError, WEBHOOK_SERVER_FIELDS);
    }
  });
  return (
    <FormDialog
      title={webhook ? 'Edit webhook' : 'Add webhook'}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={webhook ? 'Save' : 'Add'}
    >
      <TextField
        control={control}
        name="url"
        label="Endpoint URL"
        hint="Where the events are posted: an http:// or https:// address"
        required
        disabled={busy}
        type="url"
      />
      <EventsField control={control} disabled={busy} />
      <TextField control={control} name="description" label="Description" disabled={busy} />
      <SwitchField control={control} name="active" label="Active" disabled={busy} />
    </FormDialog>
  );
}
