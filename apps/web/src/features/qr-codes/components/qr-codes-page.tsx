import { PlaceholderPage } from '@/components/page';

export function QrCodesPage() {
  return <PlaceholderPage title="QR Code Generator" />;
}
