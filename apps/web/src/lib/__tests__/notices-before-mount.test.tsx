import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { snackbar, toast } from '../notices';

// A file of its own (vite.config.ts): no earlier test may have mounted the containers in this module graph.
describe('notices raised before their containers mount', () => {
  it('show once the containers are there, a snackbar as well as a toast', async () => {
    snackbar.warning('Please enter the values correctly');
    toast.error('Invalid email or password');
    await vi.dynamicImportSettled();
    renderWithProviders(<p>screen</p>);
    expect(await screen.findByText('Please enter the values correctly')).toBeInTheDocument();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
});
