import { PlaceholderPage } from '@/components/page';

/** One list screen for every order status and kind; the route passes the title (and later the filter). */
export function OrderListPage({ title }: { title: string }) {
  return <PlaceholderPage title={title} />;
}
