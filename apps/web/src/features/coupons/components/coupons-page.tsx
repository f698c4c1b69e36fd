import { PlaceholderPage } from '@/components/page';

export function CouponsPage() {
  return <PlaceholderPage title="My Coupons" />;
}
