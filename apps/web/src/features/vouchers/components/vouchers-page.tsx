import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/page';

/** /vouchers and /clientVouchers: '{client name} Vouchers' in the client view, otherwise ' Vouchers' (SPEC.md §2). */
export function VouchersPage() {
  const [params] = useSearchParams();
  const clientName = params.get('clientName') ?? '';
  return <PlaceholderPage title={`${clientName} Vouchers`} />;
}
