import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type Path, type UseFormSetError } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';

import { HistoryButton } from '@/components/audit-history/history-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PageHeading } from '@/components/page';
import { isApiError } from '@/lib/api-client';
import { GENERIC_ERROR_TEXT } from '@/lib/error-text';
import { toast } from '@/lib/notices';

import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import {
  clientFormErrors,
  clientFormResolver,
  clientFormValuesFrom,
  EMPTY_CLIENT_FORM,
  saveClientRequest,
  type ClientFormValues,
} from '../client-form';
import { CLIENT_COMPANIES_PATH } from '../list-state';

import type { TClient } from '@printhub/contract';

type TextFieldName = Exclude<Path<ClientFormValues>, 'is_advertisible'>;

/** The fields in order; the number boxes are number inputs. */
const FIELDS: ReadonlyArray<{ name: TextFieldName; label: string; number?: boolean; required?: boolean }> = [
  { name: 'name', label: 'Client Name', required: true },
  { name: 'contact', label: 'Phone Number', number: true, required: true },
  { name: 'country', label: 'Client Country', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'pincode', label: 'Pin Code', number: true, required: true },
  { name: 'client_type', label: 'Client Type', number: true, required: true },
  { name: 'potential', label: 'Client Potential' },
];

/** A 400's messages on their fields; true when one was placed there (then that is the only message). */
function showServerErrors(error: unknown, setError: UseFormSetError<ClientFormValues>): boolean {
  if (!isApiError(error)) return false;
  const errors = Object.entries(clientFormErrors(error.fieldErrors));
  errors.forEach(([name, message], index) =>
    setError(name as TextFieldName, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return errors.length > 0;
}

/** 'Create New Client Company' or 'Edit': the submit button reads 'Create Client' in both. */
export function ClientDetailsForm({ client }: { client: TClient | null }) {
  const navigate = useNavigate();
  const create = useCreateClient();
  const update = useUpdateClient();
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError, formState } = useSchemaForm(
    clientFormResolver,
    client ? clientFormValuesFrom(client) : EMPTY_CLIENT_FORM,
  );
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    const body = saveClientRequest(values, client?.joined_on);
    try {
      const saved = client
        ? await update.mutateAsync({ id: client.id, body })
        : await create.mutateAsync(body);
      toast.success(client ? `${saved.name} updated` : `${saved.name} created`);
      void navigate(CLIENT_COMPANIES_PATH);
    } catch (error) {
      // A 400's messages on their fields; the banner only when no field shows what went wrong (shown once).
      setFailed(!showServerErrors(error, setError));
    }
  });

  return (
    <Box component="section">
      <PageHeading
        title={client ? 'Edit' : 'Create New Client Company'}
        actions={
          client && (
            <HistoryButton resource="clients" resourceId={client.id} title={client.name} variant="outlined" />
          )
        }
      />
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label={client ? `Edit ${client.name}` : 'Create New Client Company'}
        onSubmit={(event) => void submit(event)}
        sx={{ p: 3, maxWidth: 900 }}
      >
        {failed && (
          <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setFailed(false)}>
            {GENERIC_ERROR_TEXT}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELDS.map(({ name, label, number, required }) => (
            <TextField
              key={name}
              control={control}
              name={name}
              label={label}
              type={number ? 'number' : 'text'}
              required={required}
              disabled={busy}
              fullWidth
              slotProps={number ? { htmlInput: { min: 0, step: 1 } } : undefined}
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SwitchField control={control} name="is_advertisible" label="IS ADVERTISABLE" disabled={busy} />
          </Box>
        </Box>
        <Stack direction="row" sx={{ gap: 1, mt: 3, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={CLIENT_COMPANIES_PATH} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create Client
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
