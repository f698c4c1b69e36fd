import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { decodeBase64Json, parseVoucherList } from '@/components/vouchers-shared';
import { CLIENTS, voucherInfo } from '@/test/fixtures/client';
import { answerVouchers } from '@/test/fixtures/voucher';
import { json, mockApi, renderWithProviders, type ApiCall } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

import { clientPageQueryOptions } from '../api/get-client-page';
import { ClientCompaniesPage } from '../components/client-companies-page';
import { clientListQuery } from '../list-state';

const NEWEST_FIRST = [...CLIENTS].sort((a, b) => b.joined_on.localeCompare(a.joined_on));

/**
 * GET get-clients like the API: with `limit` a page of the clients whose name or contact holds `query`,
 * newest joined first; without it every client (the upload dialog's select).
 */
function answerClients(call: ApiCall): Response {
  if (!call.url.searchParams.has('limit')) return json(CLIENTS);
  const q = (call.url.searchParams.get('query') ?? '').toLowerCase();
  const rows = NEWEST_FIRST.filter(
    (c) => !q || c.name.toLowerCase().includes(q) || String(c.contact).includes(q),
  );
  return json({ count: rows.length, next: null, previous: null, results: rows });
}

/** Answers like the API: the clients for GET get-clients, `answer` for everything else; records each call. */
const mockClientsApi = (answer: (call: ApiCall) => Response = () => json({}, 500)) =>
  mockApi({ 'GET /api/get-clients/': answerClients }, answer).calls;

const FIRST_PAGE = clientListQuery({ page: 1, pageSize: 10, q: '' });

function renderPage({ cached = true } = {}) {
  return renderWithProviders(<ClientCompaniesPage />, {
    path: '/client_companies',
    route: '/client_companies',
    routes: <Route path="*" element={<h1>Elsewhere</h1>} />,
    cache: cached
      ? [
          [
            clientPageQueryOptions(FIRST_PAGE).queryKey,
            { count: CLIENTS.length, next: null, previous: null, results: NEWEST_FIRST },
          ],
        ]
      : [],
  }).user;
}

type User = ReturnType<typeof renderPage>;
const table = () => screen.getByRole('table', { name: 'Client companies' });
/** The body's rows a screen reader reads: not the loading skeleton's, which are hidden. */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/**
 * A row's cells. The row was found visible: checking each cell again (`hidden: false`) would walk every
 * cell's ancestors through jsdom's getComputedStyle, most of what reading the table cost.
 */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true });
const names = () => bodyRows().map((row) => cellsOf(row)[1]!.textContent);
/** The row of the company named `name` (by its Name cell: naming every cell of the table is slow). */
const rowOf = (name: string) => bodyRows().find((row) => cellsOf(row)[1]!.textContent === name)!;
/** A button anywhere on the page: the query computes the name of every button on it, so use it sparingly. */
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** DELETE or EDIT, in the selection's toolbar. */
const action = (name: 'DELETE' | 'EDIT') =>
  within(screen.getByRole('toolbar', { name: 'Company actions' })).getByRole('button', { name });
const location = () =>
  new URL(screen.getByRole('status', { name: 'location' }).textContent!, 'http://localhost');
const checkbox = (name: string) => within(table()).getByRole('checkbox', { name });
const select = (user: User, name: string) => user.click(checkbox(`Select ${name}`));

describe('ClientCompaniesPage: the list', () => {
  it('shows the title, Upload vouchers and a link to create a company', () => {
    mockClientsApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Companies' })).toBeInTheDocument();
    expect(button('Upload vouchers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new company' })).toHaveAttribute(
      'href',
      '/client_companies/create',
    );
  });

  it('shows the columns, dates before T and YES/NO, newest joined first', () => {
    mockClientsApi();
    renderPage();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Name', 'Contact', 'Potential', 'Joined on', 'Is Advertisable', 'Vouchers']);
    expect(checkbox('Select all companies')).toBeInTheDocument();
    expect(
      bodyRows().map((row) =>
        cellsOf(row)
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Café Zoë 日本', '9123456789', '', '2024-03-15', 'NO', 'Show Vouchers'],
      ['Bolt Media', '9000011111', 'Low', '2024-02-10', 'YES', 'Show Vouchers'],
      ['Acme Prints', '9876543210', 'High', '2024-01-05', 'YES', 'Show Vouchers'],
    ]);
  });

  it("reads 'No Records found' when there are no companies", async () => {
    mockApi({ 'GET /api/get-clients/': json({ count: 0, next: null, previous: null, results: [] }) });
    renderPage({ cached: false });
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('asks the server for the first page of 10, newest joined first', async () => {
    const calls = mockClientsApi();
    renderPage({ cached: false });
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(
      calls.filter((call) => call.url.pathname === '/api/get-clients/').map((call) => call.url.search),
    ).toEqual(['?limit=10&offset=0']);
  });

  it('sorts by a header, in the URL', async () => {
    const calls = mockClientsApi();
    const user = renderPage();
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(location().searchParams.get('ordering')).toBe('name'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('ordering')).toBe('name'));
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('ordering')).toBe('-name'));
    expect(location().searchParams.get('ordering')).toBe('-name');
  });

  it('pages by the rows per page, in the URL, and filters the joined dates', async () => {
    const calls = mockClientsApi();
    const user = renderPage();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(location().searchParams.get('page_size')).toBe('25'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('25'));
    expect(screen.getByRole('group', { name: /^Joined from/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Joined to/ })).toBeInTheDocument();
  });

  it('searches a name on the server, in the URL, and a search clears the selection', async () => {
    const calls = mockClientsApi();
    const user = renderPage();
    // A company the search keeps: its selection is cleared all the same.
    await select(user, 'Bolt Media');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search Companies' });
    await user.type(search, 'BOLT');
    // The request first: a cheap wait, while the search waits out its pause (reading the table is not).
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('query')).toBe('BOLT'));
    await waitFor(() => expect(names()).toEqual(['Bolt Media']));
    expect(location().searchParams.get('q')).toBe('BOLT');
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(checkbox('Select Bolt Media')).not.toBeChecked();
    expect(action('EDIT')).toBeDisabled();
  });

  it("searches a contact, and reads 'No Records found' when nothing matches", async () => {
    const calls = mockClientsApi();
    const user = renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search Companies' });
    await user.type(search, '91234');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('query')).toBe('91234'));
    await waitFor(() => expect(names()).toEqual(['Café Zoë 日本']));
    await user.type(search, '0000');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('query')).toBe('912340000'));
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });
});

describe('ClientCompaniesPage: on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('folds the search with the joined dates behind the Filters button, the actions in view', async () => {
    setScreenWidth(390);
    const calls = mockClientsApi();
    const user = renderPage();
    expect(screen.queryByRole('searchbox', { name: 'Search Companies' })).not.toBeInTheDocument();
    expect(action('DELETE')).toBeDisabled();
    await user.click(button('Filters'));
    expect(screen.getByRole('group', { name: /^Joined from/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search Companies' }), 'BOLT');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('query')).toBe('BOLT'));
    expect(location().searchParams.get('q')).toBe('BOLT');
    expect(button('Filters (1)')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('ClientCompaniesPage: Export CSV', () => {
  it("downloads the list's export with its search and order, without the paging", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:clients');
    URL.revokeObjectURL = vi.fn();
    const calls = mockClientsApi((call) =>
      call.url.pathname === '/api/get-clients/export.csv'
        ? new Response('id,name\n', { headers: { 'content-type': 'text/csv' } })
        : json({}, 500),
    );
    const admin = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
    const { user } = renderWithProviders(<ClientCompaniesPage />, {
      path: '/client_companies?q=acme&ordering=-name',
      cache: [[['current-user'], admin]],
    });
    await waitFor(() => expect(names()).toEqual(['Acme Prints']));
    await user.click(button('Export CSV'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/api/get-clients/export.csv')).toBe(true),
    );
    const exported = calls.find((call) => call.url.pathname === '/api/get-clients/export.csv')!;
    expect(exported.url.search).toBe('?ordering=-name&query=acme');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});

describe('ClientCompaniesPage: actions', () => {
  it('enables DELETE with one or more selected and EDIT with exactly one', async () => {
    mockClientsApi();
    const user = renderPage();
    expect(action('DELETE')).toBeDisabled();
    expect(action('EDIT')).toBeDisabled();
    await select(user, 'Bolt Media');
    expect(action('DELETE')).toBeEnabled();
    expect(action('EDIT')).toBeEnabled();
    await select(user, 'Acme Prints');
    expect(action('DELETE')).toBeEnabled();
    expect(action('EDIT')).toBeDisabled();
    await user.click(checkbox('Select all companies'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });

  it('EDIT goes to /client_companies/edit with the client as base64 JSON, non-ASCII intact', async () => {
    mockClientsApi();
    const user = renderPage();
    await select(user, 'Café Zoë 日本');
    await user.click(action('EDIT'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(location().pathname).toBe('/client_companies/edit');
    expect(decodeBase64Json(location().searchParams.get('companyInfo'))).toEqual(CLIENTS[1]);
  });

  it('asks before deleting, then sends every selected client_id', async () => {
    const calls = mockClientsApi((call) =>
      json({ deleted: call.url.searchParams.getAll('client_id').map(Number) }),
    );
    const user = renderPage();
    await select(user, 'Acme Prints');
    await select(user, 'Bolt Media');
    await user.click(action('DELETE'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 companies?' });
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const call = calls.find((c) => c.method === 'DELETE')!;
    expect(call.url.pathname).toBe('/api/delete-clients/');
    expect(call.url.searchParams.getAll('client_id').sort()).toEqual(['1', '2']);
    expect(await screen.findByText('2 companies deleted')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong — please try again!')).not.toBeInTheDocument();
  });

  it('shows the warning banner, with the reason, when the delete is refused', async () => {
    mockClientsApi(() => json({ error: 'A user bought one of these vouchers' }, 409));
    const user = renderPage();
    await select(user, 'Acme Prints');
    await user.click(action('DELETE'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong — please try again!')).toBeInTheDocument();
    expect(screen.getByText('A user bought one of these vouchers')).toBeInTheDocument();
    // The confirmation has closed; every company is still listed.
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it("Show Vouchers asks for the first page of the client's codes and opens /clientVouchers linking it", async () => {
    const calls = mockClientsApi((call) =>
      call.url.pathname === '/api/get-voucher/' ? answerVouchers(() => [voucherInfo()])(call) : json({}, 500),
    );
    const user = renderPage();
    await user.click(within(rowOf('Acme Prints')).getByRole('button', { name: 'Show Vouchers' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/get-voucher/')!.url.search).toBe(
      '?limit=10&offset=0&client_id=1',
    );
    expect(location().pathname).toBe('/clientVouchers');
    expect(location().searchParams.get('clientName')).toBe('Acme Prints');
    expect(location().searchParams.get('client_id')).toBe('1');
    const rows = parseVoucherList(location().searchParams.get('voucherList'));
    expect(rows?.map((row) => [row.voucher_code, row.voucherInfoId, row.cost, row.is_single])).toEqual([
      ['AC1', 11, 20, false],
      ['AC2', 11, 20, false],
    ]);
  });

  // Found by a tester: for 412 codes the link was 155,062 characters long, and a reload showed a raw 431.
  it('links a client with many codes by client_id alone, in a short link the view pages from', async () => {
    const many = voucherInfo({
      vouchers: Array.from({ length: 412 }, (_, i) => ({
        voucher_code: `MANY-${i}`,
        is_assigned: false,
        is_active: true,
      })),
    });
    mockClientsApi((call) =>
      call.url.pathname === '/api/get-voucher/' ? answerVouchers(() => [many])(call) : json({}, 500),
    );
    const user = renderPage();
    await user.click(within(rowOf('Acme Prints')).getByRole('button', { name: 'Show Vouchers' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(location().pathname).toBe('/clientVouchers');
    expect([...location().searchParams]).toEqual([
      ['clientName', 'Acme Prints'],
      ['client_id', '1'],
    ]);
    expect(screen.getByRole('status', { name: 'location' }).textContent!.length).toBeLessThan(100);
  });

  it("warns 'This client has no vouchers!' and stays when the client has none", async () => {
    mockClientsApi((call) =>
      call.url.pathname === '/api/get-voucher/' ? answerVouchers(() => [])(call) : json({}, 500),
    );
    const user = renderPage();
    await user.click(within(rowOf('Café Zoë 日本')).getByRole('button', { name: 'Show Vouchers' }));
    expect(await screen.findByText('This client has no vouchers!')).toBeInTheDocument();
    expect(location().pathname).toBe('/client_companies');
  });

  it('opens the upload dialog with the client list', async () => {
    mockClientsApi();
    const user = renderPage();
    await user.click(button('Upload vouchers'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Vouchers' });
    expect(dialog).toHaveTextContent('Select a Client before uploading voucher csv');
    await user.click(within(dialog).getByRole('combobox', { name: /^Client/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Acme Prints',
      'Café Zoë 日本',
      'Bolt Media',
    ]);
  });
});
