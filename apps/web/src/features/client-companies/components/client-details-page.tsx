import { Navigate, useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page';

/** /client_companies/{viewType}: viewType is create or edit (SPEC.md §2); anything else is unknown. */
export function ClientDetailsPage() {
  const { viewType } = useParams();
  if (viewType !== 'create' && viewType !== 'edit') return <Navigate to="/404" replace />;
  return <PlaceholderPage title={viewType === 'edit' ? 'Edit' : 'Create New Client Company'} />;
}
