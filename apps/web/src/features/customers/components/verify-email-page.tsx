import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { LoadingState } from '@/components/page';
import { isApiError, NETWORK_ERROR_TEXT } from '@/lib/api-client';

import { verifyEmail } from '../api/verify-email';

export const EMAIL_VERIFIED_TEXT = 'Your e-mail address is verified. Thank you!';

/**
 * /verify-email?token=…: the link e-mailed at sign-up. Posts the token once and says how it went. A token
 * works once, so the answer is kept as a query of its own: a second mount (React's development double
 * mount, a remount) reads it instead of posting again, and nothing refetches it.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  let content;
  if (!token)
    content = <Alert severity="error">This link has no token: open the link from the e-mail.</Alert>;
  else if (verification.isPending) content = <LoadingState />;
  else if (verification.isSuccess) content = <Alert severity="success">{EMAIL_VERIFIED_TEXT}</Alert>;
  else
    content = (
      <Alert severity="error">
        {isApiError(verification.error) ? verification.error.message : NETWORK_ERROR_TEXT}
      </Alert>
    );
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Verify your e-mail
        </Typography>
        {content}
      </Paper>
    </Container>
  );
}
