import { DetailList } from '@/components/detail-list';
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
      <DetailList items={rows} />
    </SectionCard>
  );
}
