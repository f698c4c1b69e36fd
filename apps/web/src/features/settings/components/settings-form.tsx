import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CONFIGURATION_DESCRIPTIONS, type TConfiguration } from '@printhub/contract';

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
  type NumberSetting,
  type SettingsFormValues,
} from '../settings-form';
import { ClosedDaysField } from './closed-days-field';

import type { Path } from 'react-hook-form';

export const SETTINGS_SAVED_TEXT = 'Settings saved';
export const NOTHING_CHANGED_TEXT = 'Nothing to save: no setting was changed';

const LABELS: Record<NumberSetting, string> = {
  turnaround_hours: 'Turnaround (hours)',
  rush_turnaround_hours: 'Rush turnaround (hours)',
  rush_surcharge_percentage: 'Rush surcharge (%)',
  price_per_page_bw: 'Price per black-and-white page (Rs)',
  price_per_page_color: 'Price per colour page (Rs)',
  max_upload_pages: 'Most pages per document',
  referral_reward_coins: 'Referral reward (coins)',
};

const SECTIONS: { title: string; fields: NumberSetting[] }[] = [
  { title: 'Due dates', fields: ['turnaround_hours', 'rush_turnaround_hours', 'rush_surcharge_percentage'] },
  { title: 'Prices and uploads', fields: ['price_per_page_bw', 'price_per_page_color', 'max_upload_pages'] },
  { title: 'Customers', fields: ['referral_reward_coins'] },
];

const FIELDS: ReadonlyArray<Path<SettingsFormValues>> = [
  ...SECTIONS.flatMap((s) => s.fields),
  'support_email',
  'closed_weekdays',
  'holidays',
];

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
      showSubmitError(error, setError, FIELDS, formFieldOf);
    }
  });
  const numberField = (name: NumberSetting) => (
    <TextField
      key={name}
      control={control}
      name={name}
      label={LABELS[name]}
      hint={CONFIGURATION_DESCRIPTIONS[name]}
      type="number"
      required
      disabled={busy}
      slotProps={{ htmlInput: { min: 0, step: 'any' } }}
    />
  );
  return (
    <FormPanel title="Shop settings" onSubmit={submit} padding={3}>
      {SECTIONS.map(({ title, fields }, i) => (
        <Stack key={title} sx={{ gap: 2, mt: i > 0 ? 1 : 0 }}>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          {fields.map(numberField)}
          {title === 'Due dates' && (
            <>
              <ClosedDaysField control={control} disabled={busy} />
              <TextField
                control={control}
                name="holidays"
                label="Holidays"
                hint="Dates the shop is closed, one a line, as YYYY-MM-DD"
                multiline
                minRows={3}
                disabled={busy}
              />
            </>
          )}
          {title === 'Customers' && (
            <TextField
              control={control}
              name="support_email"
              label="Support e-mail"
              hint={CONFIGURATION_DESCRIPTIONS.support_email}
              type="email"
              required
              disabled={busy}
            />
          )}
        </Stack>
      ))}
      <FormActions busy={busy} submitLabel="Save" />
    </FormPanel>
  );
}
