import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';

import { BackLink } from '@/components/back-link';
import { PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';

import { useStaffUsers } from '../api/get-staff-users';
import { StaffOrdersSection } from './staff-orders-section';

/** /staff_users/{id}: one staff user's open (undelivered) and delivered orders (super admin). */
export function StaffUserOrdersPage() {
  const id = Number(useParams().id);
  const staff = useStaffUsers();
  const user = staff.data?.find((s) => s.id === id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Box component="section">
      <BackLink to="/staff_users" name="Staff Users" />
      {staff.isError ? (
        <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : !valid || (staff.data && !user) ? (
        <Alert severity="warning">This staff user does not exist.</Alert>
      ) : (
        <>
          <PageHeading title={user ? `${user.full_name}'s orders` : 'Staff user orders'} />
          {user && (
            <Typography color="text.secondary" sx={{ mb: 2, mt: -1 }}>
              {user.email}
              {user.is_active ? '' : ' · Deactivated'}
            </Typography>
          )}
          <StaffOrdersSection staffUserId={id} kind="open" />
          <StaffOrdersSection staffUserId={id} kind="delivered" />
        </>
      )}
    </Box>
  );
}
