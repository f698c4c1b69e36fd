import { PlaceholderPage } from '@/components/page';

export function ClientCompaniesPage() {
  return <PlaceholderPage title="Client Companies" />;
}
