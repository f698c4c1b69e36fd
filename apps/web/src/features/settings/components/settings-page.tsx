import Box from '@mui/material/Box';

import { LoadingState, PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';

import { useSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

/** /settings (super admin): the shop's settings, due dates first. */
export function SettingsPage() {
  const settings = useSettings();
  let body;
  if (settings.isPending) body = <LoadingState label="Loading the settings…" />;
  else if (settings.isError)
    body = <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  else body = <SettingsForm settings={settings.data} />;
  return (
    <Box component="section" sx={{ maxWidth: 720 }}>
      <PageHeading title="Settings" />
      {body}
    </Box>
  );
}
