import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { snackbar, toast } from '../notices';

const noticesIn = (region: Element) => within(region as HTMLElement).queryAllByRole('alert');

describe('notices', () => {
  it('show toasts at the top right and snackbars at the bottom right, at most 3 snackbars at once', async () => {
    renderWithProviders(<p>screen</p>);
    act(() => {
      toast.error('Invalid email or password');
      for (const n of [1, 2, 3, 4]) snackbar.success(`Saved ${n}`);
    });
    const toastShown = await screen.findByText('Invalid email or password');
    expect(toastShown.closest('.Toastify__toast-container--top-right')).not.toBeNull();
    await screen.findByText('Saved 3');
    const snackbars = document.querySelector('.Toastify__toast-container--bottom-right')!;
    expect(noticesIn(snackbars).map((notice) => notice.textContent)).toEqual([
      'Saved 1',
      'Saved 2',
      'Saved 3',
    ]);
    expect(screen.queryByText('Saved 4')).toBeNull();
  });
});
