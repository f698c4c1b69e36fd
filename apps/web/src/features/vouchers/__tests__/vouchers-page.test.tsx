import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { loadDatePicker } from '@/components/date-field';
import { clientVouchersPath, flattenVouchers, parseVoucherList } from '@/components/vouchers-shared';
import { clientsQueryOptions } from '@/lib/api/clients';
import { CLIENTS, VOUCHERS } from '@/test/fixtures/voucher';

import { vouchersQueryOptions } from '../api/get-vouchers';
import { VouchersPage } from '../components/vouchers-page';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers like the API: the vouchers and clients for GETs, `answer` for everything else; records each call. */
function mockApi(answer: (call: Call) => Response = () => json({}, 500), vouchers = VOUCHERS) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    if (call.method === 'GET' && call.url.pathname === '/api/get-voucher/') {
      const clientId = Number(call.url.searchParams.get('client_id'));
      return json(clientId ? vouchers.filter((v) => v.client === clientId) : vouchers);
    }
    if (call.method === 'GET' && call.url.pathname === '/api/get-clients/') return json(CLIENTS);
    return answer(call);
  });
  return calls;
}

const mutations = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderPage({ path = '/vouchers', cached = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (cached) client.setQueryData(vouchersQueryOptions().queryKey, VOUCHERS);
  client.setQueryData(clientsQueryOptions().queryKey, CLIENTS);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/vouchers" element={<VouchersPage />} />
          <Route path="/clientVouchers" element={<VouchersPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;
const table = () => screen.getByRole('table', { name: 'Vouchers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const codes = () => bodyRows().map((row) => within(row).getAllByRole('cell')[2]!.textContent);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const select = (user: User, code: string) =>
  user.click(screen.getByRole('checkbox', { name: `Select voucher ${code}` }));
const acmeView = () =>
  clientVouchersPath('Acme Prints', flattenVouchers(VOUCHERS.filter((v) => v.client === 1)));

// These tests drive the MUI X picker; date-field.test covers the look-alike drawn before it loads.
beforeAll(() => loadDatePicker());

describe('VouchersPage: /vouchers', () => {
  it("is titled ' Vouchers', offers Upload Vouchers and Create New, and lists one row per code", () => {
    mockApi();
    renderPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'Vouchers' });
    expect(heading.textContent).toBe(' Vouchers');
    expect(button('Upload Vouchers')).toBeInTheDocument();
    expect(button('Create New')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Client',
      'Voucher Code',
      'Voucher Detail',
      'Cost',
      'Validity',
      'Created On',
      'Is Single',
    ]);
    expect(within(table()).getByRole('checkbox', { name: 'Select all vouchers' })).toBeInTheDocument();
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 7)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bolt Media', 'BOLT50', '50% off a poster', '50', '2099-03-31', '2024-05-01'],
      ['Acme Prints', 'AC1', 'Free coffee', '20', '2099-12-31', '2024-04-01'],
      ['Acme Prints', 'AC2', 'Free coffee', '20', '2099-12-31', '2024-04-01'],
      ['Acme Prints', 'ACME-X', 'Mug', '75', '2099-06-30', '2024-02-01'],
    ]);
    expect(within(bodyRows()[0]!).getByRole('img', { name: 'Single' })).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByRole('img', { name: 'Multiple' })).toBeInTheDocument();
  });

  it("reads 'No Records found' when there are no vouchers", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json([]));
    renderPage({ cached: false });
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('asks the API for one voucher with ?id=', async () => {
    const calls = mockApi(() => json({}, 500), VOUCHERS.slice(2));
    renderPage({ path: '/vouchers?id=12', cached: false });
    await waitFor(() => expect(codes()).toEqual(['BOLT50']));
    expect(calls.find((call) => call.url.pathname === '/api/get-voucher/')!.url.search).toBe('?id=12');
    expect(screen.getByText('Showing only the voucher with id 12')).toBeInTheDocument();
  });

  it('searches client name, code or cost, and typing clears the selection', async () => {
    mockApi();
    const user = renderPage();
    // A code the search keeps: its selection is cleared all the same.
    await select(user, 'BOLT50');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search Vouchers' });
    await user.type(search, 'bolt');
    await waitFor(() => expect(codes()).toEqual(['BOLT50']));
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select voucher BOLT50' })).not.toBeChecked();
    expect(button('DELETE')).toBeDisabled();
    await user.clear(search);
    await user.type(search, 'acme-x');
    await waitFor(() => expect(codes()).toEqual(['ACME-X']));
    await user.clear(search);
    await user.type(search, '20');
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2']));
    await user.type(search, '99');
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('enables DELETE with one or more selected and EDIT with exactly one', async () => {
    mockApi();
    const user = renderPage();
    expect(button('DELETE')).toBeDisabled();
    expect(button('EDIT')).toBeDisabled();
    await select(user, 'AC1');
    expect(button('DELETE')).toBeEnabled();
    expect(button('EDIT')).toBeEnabled();
    await select(user, 'AC2');
    expect(button('EDIT')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all vouchers' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
  });

  it('asks first, then deletes the vouchers behind the selected codes, each once', async () => {
    const calls = mockApi((call) =>
      json({ deleted: call.url.searchParams.getAll('voucher_ids').map(Number) }),
    );
    const user = renderPage();
    await select(user, 'AC1');
    await select(user, 'AC2');
    await select(user, 'BOLT50');
    await user.click(button('DELETE'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 vouchers?' });
    expect(dialog).toHaveTextContent('3 codes in all');
    expect(mutations(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    expect(mutations(calls)[0]!.method).toBe('DELETE');
    expect(mutations(calls)[0]!.url.pathname).toBe('/api/delete-vouchers/');
    expect(mutations(calls)[0]!.url.searchParams.getAll('voucher_ids').sort()).toEqual(['11', '12']);
    expect(await screen.findByText('2 vouchers deleted')).toBeInTheDocument();
  });

  it('shows the warning banner when the delete is refused', async () => {
    mockApi(() => json({ error: 'A user bought one of these codes' }, 409));
    const user = renderPage();
    await select(user, 'AC1');
    await user.click(button('DELETE'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong — please try again!')).toBeInTheDocument();
    expect(screen.getByText('A user bought one of these codes')).toBeInTheDocument();
  });

  it('Create New sends the new voucher with is_single and unassigned, active codes', async () => {
    const calls = mockApi(() => json(VOUCHERS[2], 201));
    const user = renderPage();
    await user.click(button('Create New'));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Information' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Client/ }));
    await user.click(screen.getByRole('option', { name: 'Bolt Media' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Voucher Details/ }), '50% off a poster');
    await user.click(
      within(within(dialog).getByRole('group', { name: /^Validity/ })).getByRole('spinbutton', {
        name: 'Day',
      }),
    );
    await user.keyboard('31');
    await user.keyboard('3');
    await user.keyboard('2099');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Voucher Cost/ }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: /^Voucher Code/ }), 'BOLT50');
    await user.click(within(dialog).getByRole('button', { name: 'Create Voucher' }));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    const [call] = mutations(calls);
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/api/save-voucher/');
    expect(call!.body).toEqual({
      client: 2,
      voucher_detail: '50% off a poster',
      cost: 50,
      expiry_date: '2099-03-31',
      is_single: true,
      vouchers: [{ voucher_code: 'BOLT50', is_assigned: false, is_active: true }],
    });
    expect(await screen.findByText('Voucher created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("EDIT of a multiple voucher's code PUTs the voucher with its full new list of codes", async () => {
    const calls = mockApi(() => json(VOUCHERS[0]));
    const user = renderPage();
    await select(user, 'AC1');
    await user.click(button('EDIT'));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Information' });
    await user.click(within(dialog).getByRole('button', { name: 'Add-voucher' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Voucher Code 3/ }), 'AC3');
    await user.click(within(dialog).getByRole('button', { name: 'Remove voucher code 1' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: /^Voucher Cost/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Voucher Cost/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Update Voucher' }));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    const [call] = mutations(calls);
    expect(call!.method).toBe('PUT');
    expect(call!.url.pathname).toBe('/api/save-voucher/');
    expect(call!.body).toEqual({
      id: 11,
      client: 1,
      voucher_detail: 'Free coffee',
      cost: 25,
      expiry_date: '2099-12-31',
      vouchers: [{ voucher_code: 'AC2' }, { voucher_code: 'AC3' }],
    });
    expect(await screen.findByText('Voucher updated')).toBeInTheDocument();
  });

  it('EDIT of a single voucher PUTs its code as voucher_code', async () => {
    const calls = mockApi(() => json(VOUCHERS[2]));
    const user = renderPage();
    await select(user, 'BOLT50');
    await user.click(button('EDIT'));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Information' });
    const code = within(dialog).getByRole('textbox', { name: /^Voucher Code/ });
    await user.clear(code);
    await user.type(code, 'BOLT60');
    await user.click(within(dialog).getByRole('button', { name: 'Update Voucher' }));
    await waitFor(() => expect(mutations(calls)).toHaveLength(1));
    expect(mutations(calls)[0]!.body).toEqual({
      id: 12,
      client: 2,
      voucher_detail: '50% off a poster',
      cost: 50,
      expiry_date: '2099-03-31',
      voucher_code: 'BOLT60',
    });
  });

  it('opens the upload dialog with the clients', async () => {
    mockApi();
    const user = renderPage();
    await user.click(button('Upload Vouchers'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Vouchers' });
    expect(dialog).toHaveTextContent('Select a Client before uploading voucher csv');
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });
});

describe('VouchersPage: client view (/clientVouchers)', () => {
  it("is titled '{client name} Vouchers', lists the link's vouchers and hides Upload and Create", () => {
    const calls = mockApi();
    renderPage({ path: acmeView(), cached: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Prints Vouchers' })).toBeInTheDocument();
    expect(codes()).toEqual(['AC1', 'AC2', 'ACME-X']);
    expect(screen.queryByRole('button', { name: 'Upload Vouchers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
    expect(button('DELETE')).toBeInTheDocument();
    expect(button('EDIT')).toBeInTheDocument();
    // The rows come from the link: nothing is fetched.
    expect(calls).toHaveLength(0);
  });

  it('searches the client view too', async () => {
    mockApi();
    const user = renderPage({ path: acmeView(), cached: false });
    await user.type(screen.getByRole('searchbox', { name: 'Search Vouchers' }), '75');
    await waitFor(() => expect(codes()).toEqual(['ACME-X']));
  });

  it("after a delete, loads the client's vouchers again and shows (and links) what is left", async () => {
    // The server's state: the delete removes voucher 13, and the next GET no longer has it.
    let remaining = VOUCHERS;
    const calls: Call[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
      if (init?.method === 'DELETE') {
        remaining = remaining.filter((v) => !url.searchParams.getAll('voucher_ids').includes(String(v.id)));
        return json({ deleted: url.searchParams.getAll('voucher_ids').map(Number) });
      }
      return json(remaining.filter((v) => v.client === Number(url.searchParams.get('client_id'))));
    });
    const user = renderPage({ path: acmeView(), cached: false });
    await select(user, 'ACME-X');
    await user.click(button('DELETE'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2']));
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'DELETE /api/delete-vouchers/?voucher_ids=13',
      'GET /api/get-voucher/?client_id=1',
    ]);
    const location = new URL(
      screen.getByRole('status', { name: 'location' }).textContent!,
      'http://localhost',
    );
    expect(location.searchParams.get('clientName')).toBe('Acme Prints');
    expect(
      parseVoucherList(location.searchParams.get('voucherList'))?.map((row) => row.voucher_code),
    ).toEqual(['AC1', 'AC2']);
  });

  it('explains a voucherList that cannot be read, with a way back', () => {
    mockApi();
    renderPage({ path: '/clientVouchers?clientName=Acme&voucherList=broken', cached: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Vouchers' })).toBeInTheDocument();
    expect(screen.getByText(/The voucher list could not be read from this link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client Companies' })).toHaveAttribute(
      'href',
      '/client_companies',
    );
  });
});
