import Box from '@mui/material/Box';

import { DetailList } from '@/components/detail-list';
import { formatDateTime, fullName } from '@/lib/format';

import { SectionCard } from './section-card';

import type { TCustomer } from '@printhub/contract';
import type { ReactNode } from 'react';

/** The customer's profile: a description list of what the API knows about them, and its actions under it. */
export function ProfileCard({ customer, action }: { customer: TCustomer; action?: ReactNode }) {
  const rows: Array<[string, string]> = [
    ['Name', fullName(customer) || '—'],
    ['Email', customer.email ?? '—'],
    ['Mobile', customer.mobile || '—'],
    ['GSTIN', customer.gstin ?? '—'],
    ['User ID', String(customer.id)],
    ['Joined', formatDateTime(customer.created_at)],
  ];
  return (
    <SectionCard title="Profile">
      <DetailList items={rows} />
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </SectionCard>
  );
}
