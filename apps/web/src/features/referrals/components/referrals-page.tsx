import { PlaceholderPage } from '@/components/page';

export function ReferralsPage() {
  return <PlaceholderPage title="Referrals" />;
}
