import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { setupUser, renderWithProviders } from '@/test/render';

import { ConfirmDialog } from '../confirm-dialog';
import { QueryError } from '../query-error';
import { SearchField } from '../search-field';

describe('QueryError', () => {
  it('shows the message and retries', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<QueryError error={new Error('Could not reach the server')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server');
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it.each([
    [403, 'You do not have access to this order'],
    [404, 'Order not found'],
    [409, 'This QR code already exists'],
  ])('item 11: a %i refusal shows the server’s message without Retry', (status, message) => {
    renderWithProviders(<QueryError error={new ApiError(status, message)} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([408, 429, 500, 503])('item 11: a %i answer keeps Retry', (status) => {
    renderWithProviders(<QueryError error={new ApiError(status, 'Try again later')} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels, with Cancel focused first', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Delete it?"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Delete it?' })).toHaveAccessibleDescription('Sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await setupUser().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is nothing until it first opens, then opens and closes again as asked', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Ask</button>
          <ConfirmDialog
            open={open}
            title="Delete it?"
            confirmLabel="Delete"
            onConfirm={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const answer of ['Cancel', 'Delete']) {
      await user.click(screen.getByRole('button', { name: 'Ask' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete it?' });
      await user.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});

describe('SearchField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function Harness({ onSearch }: { onSearch: (q: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <SearchField
        label="Search users"
        value={value}
        onSearch={(q) => {
          onSearch(q);
          setValue(q);
        }}
      />
    );
  }

  it('reports the trimmed text once typing pauses, not on every key', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'as' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'asha ' } });
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('asha');
    // The trailing space the user typed is kept in the box.
    expect(box).toHaveValue('asha ');
  });

  it('reports at once when the box is left, and not again once the pause is over', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'bala' } });
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bala');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
