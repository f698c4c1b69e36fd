import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CONFIGURATION_DESCRIPTIONS, type TConfiguration } from '@printhub/contract';

import { CheckboxField } from '@/components/form/checkbox-field';
import { FormActions } from '@/components/form/form-actions';
import { FormPanel } from '@/components/form/form-panel';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { snackbar } from '@/lib/notices';

import { useUpdateSettings } from '../api/update-settings';
import {
  changedSettings,
  formFieldOf,
  settingsFormResolver,
  settingsFormValues,
  settingsFrom,
  type Settings,
  type SettingsFormValues,
} from '../settings-form';
import { SETTINGS_FIELDS, SETTINGS_SECTIONS, type SettingsField } from '../settings-sections';
import { ClosedDaysField } from './closed-days-field';

import type { Control } from 'react-hook-form';

export const SETTINGS_SAVED_TEXT = 'Settings saved';
export const NOTHING_CHANGED_TEXT = 'Nothing to save: no setting was changed';

/** One setting's control, by its kind; its meaning is the hint under it. */
function SettingControl({
  field,
  control,
  busy,
}: {
  field: SettingsField;
  control: Control<SettingsFormValues, unknown, Settings>;
  busy: boolean;
}) {
  switch (field.kind) {
    case 'closed_weekdays':
      return <ClosedDaysField control={control} disabled={busy} />;
    case 'boolean':
      return (
        <Stack>
          <CheckboxField control={control} name={field.key} label={field.label} disabled={busy} />
          <Typography variant="caption" color="text.secondary">
            {CONFIGURATION_DESCRIPTIONS[field.key]}
          </Typography>
        </Stack>
      );
    case 'holidays':
      return (
        <TextField
          control={control}
          name="holidays"
          label={field.label}
          hint="Dates the shop is closed, one a line, as YYYY-MM-DD"
          multiline
          minRows={3}
          disabled={busy}
        />
      );
    default: {
      // A number box (a price, a factor, hours) or a text box: one line, an e-mail, or several lines.
      const number = field.kind === 'number';
      return (
        <TextField
          control={control}
          name={field.key}
          label={field.label}
          hint={CONFIGURATION_DESCRIPTIONS[field.key]}
          type={number ? 'number' : field.kind === 'email' ? 'email' : 'text'}
          multiline={field.kind === 'multiline'}
          minRows={field.kind === 'multiline' ? 2 : undefined}
          required={
            number || field.key === 'support_email' || field.key === 'legal_name' || field.key === 'sac_code'
          }
          disabled={busy}
          slotProps={number ? { htmlInput: { min: 0, step: 'any' } } : undefined}
        />
      );
    }
  }
}

/** The shop's settings as one form: only what was changed is sent, and the saved values fill it again. */
export function SettingsForm({ settings }: { settings: TConfiguration[] }) {
  const saved = settingsFrom(settings);
  const update = useUpdateSettings();
  const { control, handleSubmit, reset, setError, formState } = useSchemaForm(
    settingsFormResolver,
    settingsFormValues(saved),
  );
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (wanted) => {
    const changes = changedSettings(saved, wanted);
    if (Object.keys(changes).length === 0) {
      snackbar.info(NOTHING_CHANGED_TEXT);
      return;
    }
    try {
      reset(settingsFormValues(settingsFrom(await update.mutateAsync(changes))));
      snackbar.success(SETTINGS_SAVED_TEXT);
    } catch (error) {
      // A list item's message ('holidays.2') goes under its list.
      showSubmitError(error, setError, SETTINGS_FIELDS, formFieldOf);
    }
  });
  return (
    <FormPanel title="Shop settings" onSubmit={submit} padding={3}>
      {SETTINGS_SECTIONS.map(({ title, fields }, i) => (
        <Stack key={title} component="fieldset" sx={{ gap: 2, mt: i > 0 ? 1 : 0, border: 0, p: 0, m: 0 }}>
          <Typography variant="subtitle1" component="legend" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {fields.map((field) => (
            <SettingControl key={field.key} field={field} control={control} busy={busy} />
          ))}
        </Stack>
      ))}
      <FormActions busy={busy} submitLabel="Save" />
    </FormPanel>
  );
}
