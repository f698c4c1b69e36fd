import { PlaceholderPage } from '@/components/page';

export function UsersPage() {
  return <PlaceholderPage title="Users" />;
}
