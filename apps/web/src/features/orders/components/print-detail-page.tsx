import { useParams } from 'react-router';

import { PrintDetail } from './print-detail';

/** /print/{id} inside the app's router. */
export function PrintDetailPage() {
  const { id = '' } = useParams();
  return <PrintDetail id={id} />;
}
