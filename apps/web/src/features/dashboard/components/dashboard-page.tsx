import { PlaceholderPage } from '@/components/page';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
