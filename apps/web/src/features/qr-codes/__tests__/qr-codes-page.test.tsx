import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { appInfoQueryOptions } from '@/lib/app-info';
import { QR_LIST } from '@/test/fixtures/qr';
import { renderWithProviders, testQueryClient } from '@/test/render';

import { qrCodesQueryOptions } from '../api/get-qr-codes';
import { QrCodesPage } from '../components/qr-codes-page';
import { parseQrListState, qrListQuery, qrStateOf } from '../list-state';
import { downloadQrPng, downloadQrZip } from '../qr-download';

import type * as QrDownload from '../qr-download';
import type { TQrCode } from '@printhub/contract';
import type userEvent from '@testing-library/user-event';

vi.mock('../qr-download', async (importOriginal) => ({
  ...(await importOriginal<typeof QrDownload>()),
  downloadQrPng: vi.fn(() => Promise.resolve()),
  downloadQrZip: vi.fn(() => Promise.resolve()),
}));

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pageOf = (results: TQrCode[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** The API's page for a list call: its state filter and search, newest generated_date first. */
function serverPage(url: URL) {
  const state = url.searchParams.get('state');
  const q = (url.searchParams.get('query') ?? '').toLowerCase();
  return pageOf(
    QR_LIST.filter((qr) => !state || qrStateOf(qr) === state)
      .filter((qr) => !q || qr.company.toLowerCase().includes(q) || qr.code.toLowerCase().includes(q))
      .toSorted((a, b) => b.generated_date.localeCompare(a.generated_date)),
  );
}

/** Answers like the API: the list for GETs, `answer` for everything else; records each call. */
function mockApi(answer: (call: Call) => Response = () => json({}, 500)) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body,
    };
    calls.push(call);
    if (call.method === 'GET' && call.url.pathname === '/api/get-qr-codes/')
      return json(serverPage(call.url));
    return answer(call);
  });
  return calls;
}

const mutations = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

function renderPage({ path = '/qr_codes', cached = true } = {}) {
  const client = testQueryClient();
  if (cached) {
    const first = qrCodesQueryOptions(qrListQuery(parseQrListState(new URLSearchParams())));
    client.setQueryData(first.queryKey, serverPage(new URL('http://localhost/')));
  }
  client.setQueryData(appInfoQueryOptions().queryKey, {
    app_name: 'PrintHub',
    public_url: 'http://127.0.0.1:3000',
    shop_time_zone: 'Asia/Kolkata',
  });
  return renderWithProviders(<QrCodesPage />, { path, queryClient: client }).user;
}

const table = () => screen.getByRole('table', { name: 'QR codes' });
/** The body's rows a screen reader reads: not the loading skeleton's, which are hidden. */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/**
 * A row's cells. The row was found visible: checking each cell again (`hidden: false`) would walk every
 * cell's ancestors through jsdom's getComputedStyle, most of what reading the table cost.
 */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true });
/** The row of QR code `code` (by its Qr Code cell: naming every cell of the table is slow). */
const rowOf = (code: string) => bodyRows().find((row) => cellsOf(row)[2]!.textContent === code)!;
const checkbox = (name: string) => within(table()).getByRole('checkbox', { name });
const select = (user: ReturnType<typeof userEvent.setup>, code: string) =>
  user.click(checkbox(`Select QR ${code}`));
/** A button anywhere on the page: the query computes the name of every button on it, so use it sparingly. */
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** A button of the selection's toolbar (DELETE, EDIT, the toggles, Download ZIP). */
const action = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'QR code actions' })).getByRole('button', { name });

beforeEach(() => {
  vi.mocked(downloadQrPng).mockClear();
  vi.mocked(downloadQrZip).mockClear();
  // jsdom draws no canvas: qrcode.react then draws nothing (and jsdom stays quiet).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('QrCodesPage: the list', () => {
  it('shows the title, the columns, dates before T, the dots, newest first', () => {
    mockApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Company',
      'Qr Code',
      'Generated Date',
      'Validity',
      'Value',
      'Scanned',
      'Redeemed',
      'Download',
      'Is Active',
    ]);
    expect(checkbox('Select all QR codes')).toBeInTheDocument();
    expect(
      bodyRows().map((row) =>
        cellsOf(row)
          .slice(1, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Cafe Zed', '777', '2024-03-15', '2099-12-31', '50'],
      ['Bolt Media', 'AB12', '2024-02-10', '2099-06-30', '50'],
      ['Acme Prints', '123', '2024-01-05', '2099-12-31', '50'],
    ]);
    expect(within(rowOf('AB12')).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
    expect(within(rowOf('123')).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(rowOf('123')).getByRole('button', { name: 'View & Download' })).toBeInTheDocument();
    expect(within(rowOf('123')).getByRole('button', { name: '120 scans of QR 123' })).toHaveTextContent(
      '120',
    );
  });

  it('shows how many customers redeemed each QR code in the Redeemed column', () => {
    mockApi();
    renderPage();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const redeemed = (code: string) => cellsOf(rowOf(code))[headers.indexOf('Redeemed')];
    expect(redeemed('777')).toHaveTextContent(/^7$/);
    expect(redeemed('123')).toHaveTextContent(/^0$/);
  });

  it("reads 'No Records found' when the list is empty", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json(pageOf([]))));
    renderPage({ cached: false });
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('asks the API for one QR code with ?id=', async () => {
    const calls = mockApi();
    renderPage({ path: '/qr_codes?id=2', cached: false });
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/get-qr-codes/')).toBe(true));
    const list = calls.find((call) => call.url.pathname === '/api/get-qr-codes/')!;
    expect(list.url.search).toBe('?limit=10&offset=0&id=2');
    expect(screen.getByText('Showing only the QR code with id 2')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json({ error: 'Database unavailable' }, 503)),
    );
    renderPage({ cached: false });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(button('Retry')).toBeInTheDocument();
  });

  it('filters with Active QRs, Inactive QRs, Expired QRs and All QRs (sent as state)', async () => {
    const calls = mockApi();
    const user = renderPage();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect(filter).toHaveTextContent('All QRs');
    await user.click(filter);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Active QRs',
      'Inactive QRs',
      'Expired QRs',
      'All QRs',
    ]);
    await user.click(screen.getByRole('option', { name: 'Inactive QRs' }));
    // The request first: a cheap wait (reading the table is not).
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('state')).toBe('inactive'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('AB12')).toBeDefined();
    await user.click(screen.getByRole('combobox', { name: 'Filter' }));
    await user.click(screen.getByRole('option', { name: 'Active QRs' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('state')).toBe('active'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellsOf(row)[2]!.textContent)).toEqual(['777', '123']),
    );
  });

  it('searches a company, ignoring case, and clears the selection', async () => {
    const calls = mockApi();
    const user = renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search Qr Codes' });
    // AB12 stays in the result: its selection is cleared all the same.
    await select(user, 'AB12');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.type(search, 'BOLT');
    // The request first: a cheap wait, while the search waits out its pause (reading the table is not).
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('query')).toBe('BOLT'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('AB12')).toBeDefined();
    expect(checkbox('Select QR AB12')).not.toBeChecked();
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(action('EDIT')).toBeDisabled();
  });

  it("searches a code, ignoring case, and reads 'No Records found' when nothing matches", async () => {
    const calls = mockApi();
    const user = renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search Qr Codes' });
    await user.type(search, 'ab1');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('query')).toBe('ab1'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('AB12')).toBeDefined();
    await user.type(search, 'zzz');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('query')).toBe('ab1zzz'));
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });
});

describe('QrCodesPage: actions', () => {
  it('enables DELETE with one or more, EDIT and the toggle with exactly one, and names the toggle', async () => {
    mockApi();
    const user = renderPage();
    expect(action('DELETE')).toBeDisabled();
    expect(action('EDIT')).toBeDisabled();
    expect(action('Activate/Deactivate')).toBeDisabled();
    await select(user, '123');
    expect(action('DELETE')).toBeEnabled();
    expect(action('EDIT')).toBeEnabled();
    expect(action('Deactivate QR')).toBeEnabled();
    await select(user, '123');
    await select(user, 'AB12');
    expect(action('Activate QR')).toBeEnabled();
    await select(user, '777');
    expect(action('DELETE')).toBeEnabled();
    expect(action('EDIT')).toBeDisabled();
    expect(action('Activate/Deactivate')).toBeDisabled();
    await user.click(checkbox('Select all QR codes'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });

  it('deactivates by re-saving every field with is_active false', async () => {
    const calls = mockApi(() => json({ ...QR_LIST[0], is_active: false }));
    const user = renderPage();
    await select(user, '123');
    await user.click(action('Deactivate QR'));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    const [call] = mutations(calls);
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname + call!.url.search).toBe('/api/update-qr-codes/?qr_id=1');
    const body = call!.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      code: '123',
      value: '50',
      validity: '2099-12-31T00:00:00.000Z',
      company: 'Acme Prints',
      count: '120',
      is_active: 'false',
      redirection_url: 'https://example.com/offer',
      max_redemptions: '',
    });
  });

  it('activates an inactive one with is_active true', async () => {
    const calls = mockApi(() => json({ ...QR_LIST[1], is_active: true }));
    const user = renderPage();
    await select(user, 'AB12');
    await user.click(action('Activate QR'));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    expect((mutations(calls)[0]!.body as FormData).get('is_active')).toBe('true');
  });

  it('shows the warning banner when the toggle fails', async () => {
    mockApi(() => json({ error: 'Boom' }, 500));
    const user = renderPage();
    await select(user, '123');
    await user.click(action('Deactivate QR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong — please try again!');
  });

  it('asks before deleting, then sends every selected id as qr_id', async () => {
    const calls = mockApi(() => json({ deleted: [1, 2] }));
    const user = renderPage();
    await select(user, '123');
    await select(user, 'AB12');
    await user.click(action('DELETE'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 QR codes?' });
    expect(mutations(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    const [call] = mutations(calls);
    expect(call!.method).toBe('DELETE');
    expect(call!.url.pathname).toBe('/api/delete-qr-codes/');
    expect(call!.url.searchParams.getAll('qr_id').sort()).toEqual(['1', '2']);
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('asks before deactivating the selected QR codes, then sends their ids in one request', async () => {
    const calls = mockApi(() => json({ updated: [1, 2] }));
    const user = renderPage();
    expect(action('Deactivate selected')).toBeDisabled();
    await select(user, '123');
    await select(user, 'AB12');
    await user.click(action('Deactivate selected'));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate 2 QR codes?' });
    expect(mutations(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    const [call] = mutations(calls);
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/api/qr-codes/bulk-update/');
    const body = JSON.parse(String(call!.body)) as { ids: number[]; is_active: boolean };
    expect({ ...body, ids: [...body.ids].sort() }).toEqual({ ids: [1, 2], is_active: false });
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('activates the selected QR codes, and shows the warning banner when that fails', async () => {
    const calls = mockApi(() => json({ error: 'QR code not found: 2' }, 404));
    const user = renderPage();
    await select(user, 'AB12');
    await user.click(action('Activate selected'));
    const confirm = await screen.findByRole('dialog', { name: 'Activate 1 QR code?' });
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong — please try again!');
    expect(JSON.parse(String(mutations(calls)[0]!.body))).toMatchObject({ is_active: true });
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const calls = mockApi(() => json({ deleted: [1] }));
    const user = renderPage();
    await select(user, '123');
    await user.click(action('DELETE'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 QR code?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(mutations(calls)).toHaveLength(0);
  });

  it('shows the warning banner when the delete fails', async () => {
    mockApi(() => json({ error: 'QR code not found: 1' }, 404));
    const user = renderPage();
    await select(user, '123');
    await user.click(action('DELETE'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong — please try again!');
  });

  it('opens the edit dialog prefilled with the selected QR code', async () => {
    mockApi();
    const user = renderPage();
    await select(user, 'AB12');
    await user.click(action('EDIT'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit QR' });
    expect(within(dialog).getByRole('textbox', { name: /^Company Name/ })).toHaveValue('Bolt Media');
  });

  it("opens the 'Generate QR' dialog", async () => {
    mockApi();
    const user = renderPage();
    await user.click(button('Generate QR'));
    expect(await screen.findByRole('dialog', { name: 'Generate QR' })).toBeInTheDocument();
  });
});

describe('QrCodesPage: downloads and scans', () => {
  it('shows the scan URL in View & Download and saves qrcode-{row}.png', async () => {
    mockApi();
    const user = renderPage();
    await user.click(within(rowOf('123')).getByRole('button', { name: 'View & Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code 123' });
    expect(within(dialog).getByText('http://127.0.0.1:3000/?qr_code=123')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'QR image of http://127.0.0.1:3000/?qr_code=123' }),
    ).toBeInTheDocument();
    const canvas = dialog.querySelector('canvas');
    expect(canvas).toHaveStyle({ width: '350px' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    // The third row of the list (newest first).
    expect(downloadQrPng).toHaveBeenCalledWith('http://127.0.0.1:3000/?qr_code=123', 'qrcode-3.png');
  });

  it('downloads the selected QR codes as one ZIP', async () => {
    mockApi();
    const user = renderPage();
    expect(action('Download ZIP')).toBeDisabled();
    await select(user, '123');
    await select(user, '777');
    await user.click(action('Download ZIP'));
    await waitFor(() => expect(downloadQrZip).toHaveBeenCalledTimes(1));
    expect(downloadQrZip).toHaveBeenCalledWith([
      { code: '777', url: 'http://127.0.0.1:3000/?qr_code=777' },
      { code: '123', url: 'http://127.0.0.1:3000/?qr_code=123' },
    ]);
  });

  it('opens the scans of the last 30 days from the Scanned count', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2024-03-${String(i + 1).padStart(2, '0')}`,
      scans: i === 29 ? 4 : 0,
      redemptions: i === 29 ? 1 : 0,
    }));
    const calls = mockApi((call) =>
      call.url.pathname === '/api/qr-codes/1/scans/'
        ? json({ qr_id: 1, total: 4, redemptions: 1, days })
        : json({}, 500),
    );
    const user = renderPage();
    await user.click(within(rowOf('123')).getByRole('button', { name: '120 scans of QR 123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scans of QR 123' });
    expect(
      await within(dialog).findByText('4 scans and 1 redemption in the last 30 days'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/qr-codes/1/scans/')!.url.search).toBe('?days=30');
  });

  it('says so when no scans were logged', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2024-03-${String(i + 1).padStart(2, '0')}`,
      scans: 0,
      redemptions: 0,
    }));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/scans/') ? json({ qr_id: 2, total: 0, redemptions: 0, days }) : json(QR_LIST),
    );
    const user = renderPage();
    await user.click(within(rowOf('AB12')).getByRole('button', { name: '120 scans of QR AB12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scans of QR AB12' });
    expect(
      await within(dialog).findByText('No scans or redemptions logged in the last 30 days'),
    ).toBeInTheDocument();
  });
});
