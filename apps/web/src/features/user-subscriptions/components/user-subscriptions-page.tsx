import { PlaceholderPage } from '@/components/page';

export function UserSubscriptionsPage() {
  return <PlaceholderPage title="User Subscription Plans" />;
}
