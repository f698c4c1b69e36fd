import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { FilePagesStrip, STRIP_PAGES } from '../components/file-pages-strip';

const FILE = { id: 11, name: 'brochure.pdf', pages: 5 };
const png = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });

beforeEach(() => localStorage.setItem('token', 'staff-token'));
afterEach(() => localStorage.clear());

describe('FilePagesStrip and the large view', () => {
  const pages = () =>
    mockApi({}, (call) =>
      /^\/api\/order-files\/11\/pages\/\d+\.png$/.test(call.url.pathname)
        ? png()
        : json({ error: 'No' }, 404),
    );

  it('opens a page large, with Next and Previous, saying which page of how many', async () => {
    pages();
    const { user } = renderWithProviders(<FilePagesStrip file={FILE} />);
    const strip = screen.getByRole('list', { name: 'Pages of brochure.pdf' });
    expect(within(strip).getAllByRole('button')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Open page 4 of brochure.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'brochure.pdf' });
    const label = within(dialog).getByRole('status');
    expect(label).toHaveTextContent('Page 4 of 5');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(label).toHaveTextContent('Page 5 of 5');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(label).toHaveTextContent('Page 4 of 5');
  });

  it('moves with ← and →, and asks for 800-pixel pages', async () => {
    const api = pages();
    const { user } = renderWithProviders(<FilePagesStrip file={FILE} />);
    await user.click(screen.getByRole('button', { name: 'Open page 1 of brochure.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'brochure.pdf' });
    const label = within(dialog).getByRole('status');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}');
    expect(label).toHaveTextContent('Page 3 of 5');
    expect(await within(dialog).findByRole('img', { name: 'brochure.pdf, page 3 of 5' })).toBeInTheDocument();
    const asked = api.calls.map((c) => `${c.url.pathname}${c.url.search}`);
    expect(asked).toContain('/api/order-files/11/pages/3.png?width=800');
  });

  it('shows at most the first pages in the strip and says how many more there are', () => {
    mockApi();
    renderWithProviders(<FilePagesStrip file={{ ...FILE, pages: 40 }} />);
    const strip = screen.getByRole('list', { name: 'Pages of brochure.pdf' });
    expect(within(strip).getAllByRole('button')).toHaveLength(STRIP_PAGES);
    expect(strip).toHaveTextContent(`+${40 - STRIP_PAGES} more`);
  });
});
