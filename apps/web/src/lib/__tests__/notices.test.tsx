import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/render';

import { onDemand } from '../on-demand';
import { enqueueSnackbar } from '../snackbar';
import { toast } from '../toast';

describe('toasts and snackbars', () => {
  it('load their containers on the first notice and show it', async () => {
    expect(document.querySelector('[data-toast-host]')).toBeNull();
    render(
      <>
        <button onClick={() => toast.error('Invalid email or password')}>toast</button>
        <button onClick={() => enqueueSnackbar('Coupon Deleted', { variant: 'success' })}>snack</button>
      </>,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'toast' }));
    await user.click(screen.getByRole('button', { name: 'snack' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(await screen.findByText('Coupon Deleted')).toBeInTheDocument();
    // One container each, however many notices.
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-toast-host]')).toHaveLength(1);
    expect(document.querySelectorAll('[data-snackbar-host]')).toHaveLength(1);
  });
});

describe('onDemand', () => {
  it('loads once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
