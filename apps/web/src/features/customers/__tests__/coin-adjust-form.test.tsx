import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';

import { ZCoinAdjustForm } from '../coin-form';
import { CoinAdjustForm } from '../components/coin-adjust-form';

function renderForm(onAdjust = vi.fn().mockResolvedValue(undefined)) {
  const { user } = renderWithProviders(
    <CoinAdjustForm customerName="Asha Rao" balance={120} onAdjust={onAdjust} />,
  );
  return { onAdjust, user };
}

const amount = () => screen.getByRole('spinbutton', { name: /^Amount/ });
const reason = () => screen.getByRole('textbox', { name: /^Reason/ });
const submit = () => screen.getByRole('button', { name: 'Adjust coins' });

describe('the coin form schema', () => {
  it("rejects zero with the contract's message", () => {
    const result = ZCoinAdjustForm.safeParse({ amount: '0', reason: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must not be zero');
  });

  it('reads the typed text as a whole number', () => {
    expect(ZCoinAdjustForm.parse({ amount: '-20', reason: ' refund ' })).toEqual({
      amount: -20,
      reason: 'refund',
    });
    expect(ZCoinAdjustForm.safeParse({ amount: '', reason: 'x' }).error?.issues[0]?.message).toBe(
      'This field is Required',
    );
  });

  it('item 8: refuses scientific notation and anything but digits with a sign', () => {
    for (const typed of ['1e3', '1E3', '1.5', '0x10', '1_000', 'Infinity', '+-5']) {
      expect(ZCoinAdjustForm.safeParse({ amount: typed, reason: 'x' }).error?.issues[0]?.message).toBe(
        'Type whole coins in digits, like 250 or -20',
      );
    }
    expect(ZCoinAdjustForm.parse({ amount: ' +250 ', reason: 'x' }).amount).toBe(250);
  });
});

describe('CoinAdjustForm', () => {
  it('rejects a zero amount and sends nothing', async () => {
    const { onAdjust, user } = renderForm();
    await user.type(amount(), '0');
    await user.type(reason(), 'Goodwill');
    await user.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription('Must not be zero'));
    expect(onAdjust).not.toHaveBeenCalled();
  });

  it('requires a reason', async () => {
    const { onAdjust, user } = renderForm();
    await user.type(amount(), '10');
    await user.click(submit());
    await waitFor(() => expect(reason()).toHaveAccessibleDescription('This field is Required'));
    expect(onAdjust).not.toHaveBeenCalled();
  });

  it('item 8: asks before a credit too, naming the amount and the customer; Cancel sends nothing', async () => {
    const { onAdjust, user } = renderForm();
    await user.type(amount(), '50');
    await user.type(reason(), 'Goodwill');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Credit coins?' });
    expect(dialog).toHaveTextContent(
      '50 coins will be given to Asha Rao (balance 120 coins). Reason: Goodwill',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onAdjust).not.toHaveBeenCalled();
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Credit coins' }));
    await waitFor(() => expect(onAdjust).toHaveBeenCalledWith({ amount: 50, reason: 'Goodwill' }));
    expect(await screen.findByText('50 coins credited to Asha Rao')).toBeInTheDocument();
  });

  it('asks before a debit; Cancel sends nothing', async () => {
    const { onAdjust, user } = renderForm();
    await user.type(amount(), '-20');
    await user.type(reason(), 'Correction');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Debit coins?' });
    expect(dialog).toHaveTextContent('20 coins will be taken from Asha Rao (balance 120 coins)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onAdjust).not.toHaveBeenCalled();
  });

  it('sends a debit once confirmed', async () => {
    const { onAdjust, user } = renderForm();
    await user.type(amount(), '-20');
    await user.type(reason(), 'Correction');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Debit coins' }));
    await waitFor(() => expect(onAdjust).toHaveBeenCalledWith({ amount: -20, reason: 'Correction' }));
  });

  it("shows the server's text when the balance is too low (422)", async () => {
    const error = new ApiError(422, 'Not enough coins: the balance is 120');
    const { user } = renderForm(vi.fn().mockRejectedValue(error));
    await user.type(amount(), '-500');
    await user.type(reason(), 'Correction');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Debit coins' }));
    expect(await screen.findByText('Not enough coins: the balance is 120')).toBeInTheDocument();
    // What was typed stays, to be corrected.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(amount()).toHaveValue(-500);
  });
});
