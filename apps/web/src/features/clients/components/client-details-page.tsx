import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';

import { BackLink } from '@/components/back-link';
import { PageHeading } from '@/components/page';

import { decodeCompanyInfo } from '../company-info';
import { CLIENT_COMPANIES_PATH } from '../list-state';
import { ClientDetailsForm } from './client-details-form';

export const BROKEN_COMPANY_LINK_TEXT = 'The company to edit could not be read from this link.';

/** /client_companies/{viewType}: viewType is create or edit; anything else is unknown. */
function ClientDetails() {
  const { viewType } = useParams();
  const [params] = useSearchParams();
  if (viewType !== 'create' && viewType !== 'edit') return <Navigate to="/404" replace />;
  if (viewType === 'create') return <ClientDetailsForm client={null} />;

  const client = decodeCompanyInfo(params.get('companyInfo'));
  if (!client) {
    return (
      <Box component="section">
        <PageHeading title="Edit" />
        <Alert severity="error">
          {BROKEN_COMPANY_LINK_TEXT}{' '}
          <Link component={RouterLink} to={CLIENT_COMPANIES_PATH}>
            Back to Client Companies
          </Link>
        </Alert>
      </Box>
    );
  }
  return <ClientDetailsForm key={client.id} client={client} />;
}

/** /client_companies/{viewType}: its way back to Companies, the menu entry it belongs to. */
export function ClientDetailsPage() {
  return (
    <>
      <BackLink to={CLIENT_COMPANIES_PATH} name="Companies" />
      <ClientDetails />
    </>
  );
}
