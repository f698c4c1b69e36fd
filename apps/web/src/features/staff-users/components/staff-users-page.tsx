import { PlaceholderPage } from '@/components/page';

export function StaffUsersPage() {
  return <PlaceholderPage title="Staff Users" />;
}
