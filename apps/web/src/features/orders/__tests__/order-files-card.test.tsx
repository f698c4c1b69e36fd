import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveBlob } from '@/lib/save-blob';
import { json, mockApi, renderWithProviders } from '@/test/render';

import { fileSummary, OrderFilesCard } from '../components/order-files-card';

import type { TOrderFile } from '@printhub/contract';

vi.mock('@/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const file = (id: number, name: string, pages: number): TOrderFile => ({
  id,
  order: 7,
  name,
  url: `/api/order-files/${id}/download`,
  pages,
  size: 4_130,
  preflight: null,
});
const FILES = [file(11, 'thesis.pdf', 40), file(12, 'cover.pdf', 1)];
const pdf = (text: string) =>
  new Response(`%PDF-1.5 ${text}`, { status: 200, headers: { 'content-type': 'application/pdf' } });

/** What saveBlob was given: each file's name and the text of its bytes. */
const saved = () =>
  Promise.all(vi.mocked(saveBlob).mock.calls.map(async ([blob, name]) => [name, await blob.text()] as const));

beforeEach(() => localStorage.setItem('token', 'staff-token'));
afterEach(() => {
  vi.mocked(saveBlob).mockReset();
  localStorage.clear();
});

describe('OrderFilesCard', () => {
  it('downloads one file with the session token and saves it under its name', async () => {
    const api = mockApi({ 'GET /api/order-files/11/download': pdf('thesis') });
    const { user } = renderWithProviders(<OrderFilesCard files={FILES} />);
    const list = screen.getByRole('list', { name: 'Files' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('thesis.pdf40 pages · 4.1 kB');

    await user.click(screen.getByRole('button', { name: 'Download thesis.pdf' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(await saved()).toEqual([['thesis.pdf', '%PDF-1.5 thesis']]);
    const [call] = api.to('GET', '/api/order-files/11/download');
    expect(call).toBeDefined();
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.headers).toBeInstanceOf(Headers);
    expect((vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Headers).get('Authorization')).toBe(
      'Bearer staff-token',
    );
  });

  it('downloads every file with "Download all", from the keyboard too', async () => {
    mockApi({
      'GET /api/order-files/11/download': pdf('thesis'),
      'GET /api/order-files/12/download': pdf('cover'),
    });
    const { user } = renderWithProviders(<OrderFilesCard files={FILES} />);
    screen.getByRole('button', { name: 'Download all' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(await saved()).toEqual([
      ['thesis.pdf', '%PDF-1.5 thesis'],
      ['cover.pdf', '%PDF-1.5 cover'],
    ]);
    expect(screen.getByRole('button', { name: 'Download all' })).toBeEnabled();
  });

  it('shows the download in progress, then the error when it fails', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/order-files/12/download': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<OrderFilesCard files={FILES} />);
    await user.click(screen.getByRole('button', { name: 'Download cover.pdf' }));
    expect(await screen.findByRole('button', { name: 'Download cover.pdf' })).toHaveTextContent(
      'Downloading…',
    );
    expect(screen.getByRole('button', { name: 'Download thesis.pdf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeDisabled();

    answer(json({ error: 'File not found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not download cover.pdf: File not found',
    );
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download cover.pdf' })).toBeEnabled();
  });

  it('offers no "Download all" for a single file, and says when there are none', () => {
    const { unmount } = renderWithProviders(<OrderFilesCard files={[FILES[0]!]} />);
    expect(screen.getByRole('button', { name: 'Download thesis.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OrderFilesCard files={[]} />);
    expect(screen.getByText('No files')).toBeInTheDocument();
  });

  it('summarises pages and size', () => {
    expect(fileSummary({ pages: 1, size: 900 })).toBe('1 page · 900 B');
    expect(fileSummary({ pages: 1200, size: 52_428_800 })).toBe('1,200 pages · 52.4 MB');
  });
});
