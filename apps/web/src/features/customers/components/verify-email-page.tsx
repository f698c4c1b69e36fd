import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { LoadingState } from '@/components/page';
import { isApiError, NETWORK_ERROR_TEXT } from '@/lib/api-client';

import { verifyEmail } from '../api/verify-email';

export const EMAIL_VERIFIED_TEXT = 'Your e-mail address is verified. Thank you!';

type Outcome = { ok: true } | { ok: false; message: string };

/** /verify-email?token=…: the link e-mailed at sign-up. Posts the token once and says how it went. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    verifyEmail(token, controller.signal).then(
      () => startTransition(() => setOutcome({ ok: true })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = isApiError(error) ? error.message : NETWORK_ERROR_TEXT;
        startTransition(() => setOutcome({ ok: false, message }));
      },
    );
    return () => controller.abort();
  }, [token]);

  let content;
  if (!token)
    content = <Alert severity="error">This link has no token: open the link from the e-mail.</Alert>;
  else if (!outcome) content = <LoadingState />;
  else if (outcome.ok) content = <Alert severity="success">{EMAIL_VERIFIED_TEXT}</Alert>;
  else content = <Alert severity="error">{outcome.message}</Alert>;
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
