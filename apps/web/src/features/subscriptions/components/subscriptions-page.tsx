import { PlaceholderPage } from '@/components/page';

export function SubscriptionsPage() {
  return <PlaceholderPage title="Subscriptions" />;
}
