import Paper from '@mui/material/Paper';

import { PageHeading } from '@/components/page';

import { useUpdatePassword } from '../api/update-password';
import { UpdatePasswordForm } from './update-password-form';

export function UpdatePasswordPage() {
  const mutation = useUpdatePassword();
  return (
    <section>
      <PageHeading title="Update Password" />
      <Paper sx={{ p: 3 }}>
        <UpdatePasswordForm onUpdate={mutation.mutateAsync} />
      </Paper>
    </section>
  );
}
