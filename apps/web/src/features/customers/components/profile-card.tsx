import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { formatDateTime, fullName } from '@/lib/format';

import { SectionCard } from './section-card';

import type { TCustomer } from '@printhub/contract';

/** The customer's profile: a description list of what the API knows about them. */
export function ProfileCard({ user }: { user: TCustomer }) {
  const rows: Array<[string, string]> = [
    ['Name', fullName(user) || '—'],
    ['Email', user.email],
    ['Mobile', user.mobile || '—'],
    ['User ID', String(user.id)],
    ['Joined', formatDateTime(user.created_at)],
  ];
  return (
    <SectionCard title="Profile">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
