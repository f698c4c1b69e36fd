import { PlaceholderPage } from '@/components/page';

export function LeadsPage() {
  return <PlaceholderPage title="Leads" />;
}
