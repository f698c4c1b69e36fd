import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { useWatch } from 'react-hook-form';

import {
  ZNotificationTemplateRequest,
  type TNotificationPlaceholder,
  type TNotificationTemplate,
  type TNotificationTemplateRequest,
} from '@printhub/contract';

import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notices';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useUpdateNotificationTemplate } from '../api/update-notification-template';
import { NOTIFICATION_KIND_LABELS } from '../list-state';
import { PlaceholderButtons, placeholderText } from './placeholder-buttons';
import { TemplatePreview } from './template-preview';

/** The pause in typing after which the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

type Field = keyof TNotificationTemplateRequest;
const FIELDS: readonly Field[] = ['subject', 'body'];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);
type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * An event's e-mail: its subject and body with placeholders (a click puts one at the cursor of the field last
 * in focus, the body at first), checked as typed; the preview follows the typing once it pauses; Save.
 */
export function TemplateEditor({ template }: { template: TNotificationTemplate }) {
  const { event } = template;
  const form = useSchemaForm<TNotificationTemplateRequest>(ZNotificationTemplateRequest, {
    subject: template.subject,
    body: template.body,
  });
  const save = useUpdateNotificationTemplate();
  const lastInput = useRef<TextInput | null>(null);
  const fieldsBox = useRef<HTMLDivElement>(null);

  const [subject = '', body = ''] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const draft = useDebouncedValue({ subject, body }, PREVIEW_DELAY_MS, JSON.stringify([subject, body]));
  const parsed = useMemo(() => ZNotificationTemplateRequest.safeParse(draft), [draft]);
  const { trigger, formState } = form;
  useEffect(() => {
    // Checked once typing pauses (not only on Save): an unknown placeholder shows under its field.
    if (formState.isDirty) void trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const rememberInput = (event: FocusEvent<HTMLElement>) => {
    const target = event.target as TextInput;
    if (isField(target.name)) lastInput.current = target;
  };

  const insert = (name: TNotificationPlaceholder) => {
    // Before any field had the focus, the placeholder goes at the body's end.
    const input = lastInput.current ?? fieldsBox.current?.querySelector<TextInput>('[name="body"]');
    if (!input || !isField(input.name)) return;
    const field = input.name;
    const text = form.getValues(field) ?? '';
    const start = lastInput.current ? (input.selectionStart ?? text.length) : text.length;
    const end = lastInput.current ? (input.selectionEnd ?? start) : start;
    const token = placeholderText(name);
    // Drawn at once, so that the cursor can be put after the placeholder in the field's new text.
    flushSync(() =>
      form.setValue(field, text.slice(0, start) + token + text.slice(end), { shouldDirty: true }),
    );
    input.focus();
    input.setSelectionRange(start + token.length, start + token.length);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ event, values });
      form.reset({ subject: saved.subject, body: saved.body });
      toast.success(`The ${NOTIFICATION_KIND_LABELS[event]} e-mail is saved`);
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Template">
          <Stack ref={fieldsBox} sx={{ gap: 2 }} onFocus={rememberInput}>
            <Typography variant="body2" color="text.secondary">
              {template.is_default || !template.updated_at
                ? 'The default text: nobody has changed it yet.'
                : `Last saved ${formatDateTime(template.updated_at)}.`}
            </Typography>
            <TextField control={form.control} name="subject" label="Subject" fullWidth />
            <PlaceholderButtons onInsert={insert} />
            <TextField control={form.control} name="body" label="Body" fullWidth multiline minRows={10} />
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => form.reset()} disabled={!formState.isDirty || formState.isSubmitting}>
                Discard changes
              </Button>
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                Save
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TemplatePreview event={event} draft={parsed.success ? parsed.data : null} />
      </Grid>
    </Grid>
  );
}
