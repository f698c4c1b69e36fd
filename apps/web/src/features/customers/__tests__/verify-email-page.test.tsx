import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

import { EMAIL_VERIFIED_TEXT, VerifyEmailPage } from '../components/verify-email-page';

const VERIFY = 'POST /api/customer/verify-email';

afterEach(() => vi.restoreAllMocks());

describe('/verify-email', () => {
  it('posts the link’s token once (mounted twice, as in development), and says the address is verified', async () => {
    const api = mockApi({ [VERIFY]: json({ email_verified: true }) });
    renderWithProviders(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { path: '/verify-email?token=abc123' },
    );
    expect(await screen.findByText(EMAIL_VERIFIED_TEXT)).toBeInTheDocument();
    const calls = api.to('POST', '/api/customer/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ token: 'abc123' });
  });

  it('shows the server’s reason when the link is used or unknown', async () => {
    mockApi({ [VERIFY]: json({ error: 'This link is not valid, or has been used already.' }, 422) });
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email?token=used' });
    expect(await screen.findByText('This link is not valid, or has been used already.')).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_VERIFIED_TEXT)).not.toBeInTheDocument();
  });

  it('asks for the e-mail’s link when the address has no token, and sends nothing', () => {
    const api = mockApi();
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByText('This link has no token: open the link from the e-mail.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
