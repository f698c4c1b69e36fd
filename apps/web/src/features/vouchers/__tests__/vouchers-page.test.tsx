import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { clientVouchersPath, parseVoucherList } from '@/components/vouchers-shared';
import { clientsQueryOptions } from '@/lib/api/clients';
import { answerVouchers, CLIENTS, codeRows, VOUCHERS, voucherInfo } from '@/test/fixtures/voucher';
import { json, mockApi, renderWithProviders, type ApiCall } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

import { VouchersPage } from '../components/vouchers-page';

import type { TVoucherInfo } from '@printhub/contract';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/**
 * The API: GET /api/get-voucher/ pages `infos` as the server does, the clients for GET get-clients, `answer`
 * for everything else. Returns the recorded calls.
 */
function mockVouchersApi(answer: (call: ApiCall) => Response = () => json({}, 500), infos = VOUCHERS) {
  return mockApi(
    {
      'GET /api/get-voucher/': answerVouchers(() => infos),
      'GET /api/get-clients/': json(CLIENTS),
    },
    answer,
  );
}

function renderPage(path = '/vouchers') {
  return renderWithProviders(<VouchersPage />, { path, cache: [[clientsQueryOptions().queryKey, CLIENTS]] })
    .user;
}

type User = ReturnType<typeof renderPage>;
const table = () => screen.getByRole('table', { name: 'Vouchers' });
/** The body's rows a screen reader reads: not the loading skeleton's, which are hidden. */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/**
 * A row's cells. The row was found visible: checking each cell again (`hidden: false`) would walk every
 * cell's ancestors through jsdom's getComputedStyle, most of what reading the table cost.
 */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true });
const codes = () => bodyRows().map((row) => cellsOf(row)[2]!.textContent);
/** A button anywhere on the page: the query computes the name of every button on it, so use it sparingly. */
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** DELETE or EDIT, in the selection's toolbar. */
const action = (name: 'DELETE' | 'EDIT') =>
  within(screen.getByRole('toolbar', { name: 'Voucher actions' })).getByRole('button', { name });
const checkbox = (name: string) => within(table()).getByRole('checkbox', { name });
const select = (user: User, code: string) => user.click(checkbox(`Select voucher ${code}`));
const location = () =>
  new URL(screen.getByRole('status', { name: 'location' }).textContent!, 'http://localhost');
const voucherGets = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.pathname === '/api/get-voucher/')
    .map((call) => call.url.search);
const acmeView = () => clientVouchersPath('Acme Prints', codeRows(VOUCHERS.filter((v) => v.client === 1)), 1);

/** A voucher of 30 codes, newest of all: the first page holds 10 of them. */
const BIG: TVoucherInfo = voucherInfo({
  id: 20,
  voucher_detail: 'Big offer',
  cost: 5,
  created_on: '2024-06-01T10:00:00.000Z',
  vouchers: Array.from({ length: 30 }, (_, i) => ({
    voucher_code: `BIG${i + 1}`,
    is_assigned: false,
    is_active: true,
  })),
});

describe('VouchersPage: /vouchers', () => {
  it("is titled ' Vouchers' and offers Upload Vouchers and Create New", () => {
    mockVouchersApi();
    renderPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'Vouchers' });
    expect(heading.textContent).toBe(' Vouchers');
    expect(button('Upload Vouchers')).toBeInTheDocument();
    expect(button('Create New')).toBeInTheDocument();
  });

  it('lists a page of code rows under its columns, asked for as one page', async () => {
    const { calls } = mockVouchersApi();
    renderPage();
    await waitFor(() => expect(codes()).toEqual(['BOLT50', 'AC1', 'AC2', 'ACME-X']));
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
      'Sold',
      'Bought By',
    ]);
    expect(checkbox('Select all vouchers')).toBeInTheDocument();
    expect(
      bodyRows().map((row) =>
        cellsOf(row)
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
    // One page, asked for as a page: never the whole list at once.
    expect(voucherGets(calls)).toEqual(['?limit=10&offset=0']);
  });

  it("reads 'No Records found' when there are no vouchers", async () => {
    mockVouchersApi(undefined, []);
    renderPage();
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('pages through the codes 10 at a time, the page in the URL', async () => {
    const { calls } = mockVouchersApi(undefined, [...VOUCHERS, BIG]);
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(10));
    expect(codes()[0]).toBe('BIG1');
    expect(screen.getByText('1–10 of 34')).toBeInTheDocument();
    await select(user, 'BIG1');
    await user.click(button('Go to next page'));
    await waitFor(() => expect(codes()[0]).toBe('BIG11'));
    expect(location().searchParams.get('page')).toBe('2');
    expect(voucherGets(calls)).toContain('?limit=10&offset=10');
    // Another page starts with nothing selected.
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('shows 10, 25, 50 or 100 codes a page, the size in the URL, from page 1', async () => {
    const { calls } = mockVouchersApi(undefined, [...VOUCHERS, BIG]);
    const user = renderPage('/vouchers?page=2');
    await waitFor(() => expect(codes()[0]).toBe('BIG11'));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(codes()).toHaveLength(34));
    expect(codes().slice(-4)).toEqual(['BOLT50', 'AC1', 'AC2', 'ACME-X']);
    expect(location().searchParams.get('page_size')).toBe('50');
    expect(location().searchParams.get('page')).toBeNull();
    expect(voucherGets(calls)).toContain('?limit=50&offset=0');
  });

  it('sorts by a header, in the URL, from page 1', async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage('/vouchers?page=2');
    await waitFor(() => expect(voucherGets(calls)).toHaveLength(1));
    await user.click(within(table()).getByRole('button', { name: 'Cost' }));
    await waitFor(() => expect(voucherGets(calls).at(-1)).toBe('?limit=10&offset=0&ordering=cost'));
    expect(location().searchParams.get('ordering')).toBe('cost');
    expect(location().searchParams.get('page')).toBeNull();
    await user.click(within(table()).getByRole('button', { name: 'Cost' }));
    await waitFor(() => expect(voucherGets(calls).at(-1)).toBe('?limit=10&offset=0&ordering=-cost'));
    expect(location().searchParams.get('ordering')).toBe('-cost');
  });

  it('filters by state and expiry, in the URL, from page 1', async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage('/vouchers?page=2&ordering=-cost');
    await waitFor(() => expect(voucherGets(calls)).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Expired',
      'Inactive',
      'Sold',
      'Unsold',
    ]);
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() =>
      expect(voucherGets(calls).at(-1)).toBe('?limit=10&offset=0&ordering=-cost&state=expired'),
    );
    expect(location().searchParams.get('state')).toBe('expired');
    expect(location().searchParams.get('page')).toBeNull();
    expect(screen.getByRole('group', { name: /^Expires from/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Expires to/ })).toBeInTheDocument();
  });

  it('item 7: offers sold and unsold in the State filter, asked of the server and kept in the URL', async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage('/vouchers');
    await waitFor(() => expect(codes()).toHaveLength(4));
    // The sold code says so, with its date and its buyer.
    const sold = bodyRows().find((row) => row.textContent?.includes('AC2'))!;
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByRole('link', { name: 'Ravi Buyer' })).toBeInTheDocument();
    for (const [label, state] of [
      ['Sold', 'sold'],
      ['Unsold', 'unsold'],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: 'State' }));
      await user.click(screen.getByRole('option', { name: label }));
      await waitFor(() => expect(voucherGets(calls).at(-1)).toBe(`?limit=10&offset=0&state=${state}`));
      expect(location().searchParams.get('state')).toBe(state);
    }
  });

  it('asks the API for one voucher with ?id=', async () => {
    const { calls } = mockVouchersApi();
    renderPage('/vouchers?id=12');
    await waitFor(() => expect(codes()).toEqual(['BOLT50']));
    expect(voucherGets(calls)).toEqual(['?limit=10&offset=0&id=12']);
    expect(screen.getByText('Showing only the voucher with id 12')).toBeInTheDocument();
  });

  it('searches a name or code on the server, in the URL, and a search clears the selection', async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'BOLT50');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search Vouchers' });
    await user.type(search, 'bolt');
    // The request first: a cheap wait, while the search waits out its pause (reading the table is not).
    await waitFor(() => expect(voucherGets(calls)).toContain('?limit=10&offset=0&query=bolt'));
    await waitFor(() => expect(codes()).toEqual(['BOLT50']));
    expect(location().searchParams.get('q')).toBe('bolt');
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(checkbox('Select voucher BOLT50')).not.toBeChecked();
    expect(action('DELETE')).toBeDisabled();
  });

  it("searches a cost, and reads 'No Records found' when nothing matches", async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search Vouchers' });
    await user.type(search, '20');
    await waitFor(() => expect(voucherGets(calls)).toContain('?limit=10&offset=0&query=20'));
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2']));
    await user.type(search, '99');
    await waitFor(() => expect(voucherGets(calls)).toContain('?limit=10&offset=0&query=2099'));
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('enables DELETE with one or more selected and EDIT with exactly one', async () => {
    mockVouchersApi();
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    expect(action('DELETE')).toBeDisabled();
    expect(action('EDIT')).toBeDisabled();
    await select(user, 'AC1');
    expect(action('DELETE')).toBeEnabled();
    expect(action('EDIT')).toBeEnabled();
    await select(user, 'AC2');
    expect(action('EDIT')).toBeDisabled();
    await user.click(checkbox('Select all vouchers'));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
  });

  it('asks first, then deletes the vouchers behind the selected codes, each once', async () => {
    const api = mockVouchersApi((call) =>
      json({ deleted: call.url.searchParams.getAll('voucher_ids').map(Number) }),
    );
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'AC1');
    await select(user, 'AC2');
    await select(user, 'BOLT50');
    await user.click(action('DELETE'));
    // AC2 was bought: the codes cannot go alone, so the question is about their vouchers.
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 vouchers and their 3 codes?' });
    expect(within(dialog).getByRole('radio', { name: 'Only the selected codes' })).toBeDisabled();
    expect(dialog).toHaveTextContent('A user has bought the code AC2: it cannot be deleted');
    expect(within(dialog).getByRole('radio', { name: /^Their whole vouchers/ })).toBeChecked();
    expect(api.mutations()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    expect(api.mutations()[0]!.method).toBe('DELETE');
    expect(api.mutations()[0]!.url.pathname).toBe('/api/delete-vouchers/');
    expect(api.mutations()[0]!.url.searchParams.getAll('voucher_ids').sort()).toEqual(['11', '12']);
    expect(await screen.findByText('2 vouchers deleted')).toBeInTheDocument();
  });

  it('deletes one code on its own, its voucher keeping the others, saying so in the question', async () => {
    const api = mockVouchersApi((call) =>
      json({ deleted: call.url.searchParams.getAll('voucher_code_ids').map(Number) }),
    );
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'AC1');
    await user.click(action('DELETE'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete code AC1?' });
    expect(within(dialog).getByRole('radio', { name: 'Only this code' })).toBeChecked();
    expect(dialog).toHaveTextContent('Each voucher keeps its other codes.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    const [call] = api.mutations();
    expect(`${call!.method} ${call!.url.pathname}${call!.url.search}`).toBe(
      'DELETE /api/delete-voucher-codes/?voucher_code_ids=11001',
    );
    expect(await screen.findByText('1 code deleted')).toBeInTheDocument();
  });

  it('asks about the whole voucher and every one of its codes, also those on other pages, when chosen', async () => {
    const api = mockVouchersApi(
      (call) => json({ deleted: call.url.searchParams.getAll('voucher_ids').map(Number) }),
      [...VOUCHERS, BIG],
    );
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(10));
    await select(user, 'BIG3');
    await user.click(action('DELETE'));
    let dialog = await screen.findByRole('dialog', { name: 'Delete code BIG3?' });
    await user.click(within(dialog).getByRole('radio', { name: 'The whole voucher, with all its codes' }));
    dialog = screen.getByRole('dialog', { name: 'Delete voucher Big offer and its 30 codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    const [call] = api.mutations();
    expect(`${call!.method} ${call!.url.pathname}${call!.url.search}`).toBe(
      'DELETE /api/delete-vouchers/?voucher_ids=20',
    );
    expect(await screen.findByText('1 voucher deleted')).toBeInTheDocument();
  });

  it("offers only the voucher for a single voucher's one code", async () => {
    mockVouchersApi();
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'BOLT50');
    await user.click(action('DELETE'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete voucher 50% off a poster and its 1 code?',
    });
    expect(within(dialog).getByRole('radio', { name: 'Only this code' })).toBeDisabled();
    expect(dialog).toHaveTextContent('BOLT50 is the only code of its voucher: delete the voucher instead');
  });

  it('shows the warning banner when the delete is refused', async () => {
    mockVouchersApi(() => json({ error: 'A user bought one of these codes' }, 409));
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'AC1');
    await user.click(action('DELETE'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong — please try again!')).toBeInTheDocument();
    expect(screen.getByText('A user bought one of these codes')).toBeInTheDocument();
  });

  it('Create New sends the new voucher with is_single and unassigned, active codes', async () => {
    const api = mockVouchersApi(() => json(VOUCHERS[2], 201));
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
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    const [call] = api.mutations();
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

  it("EDIT loads the whole voucher, and a multiple voucher's edit PUTs its full new list of codes", async () => {
    const api = mockVouchersApi(() => json(VOUCHERS[0]));
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'AC1');
    await user.click(action('EDIT'));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Information' });
    // The form starts from every code the voucher has, asked for by id (not from the page's rows).
    expect(voucherGets(api.calls)).toContain('?id=11');
    await user.click(within(dialog).getByRole('button', { name: 'Add-voucher' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Voucher Code 3/ }), 'AC3');
    await user.click(within(dialog).getByRole('button', { name: 'Remove voucher code 1' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: /^Voucher Cost/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Voucher Cost/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Update Voucher' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    const [call] = api.mutations();
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
    const api = mockVouchersApi(() => json(VOUCHERS[2]));
    const user = renderPage();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await select(user, 'BOLT50');
    await user.click(action('EDIT'));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Information' });
    const code = within(dialog).getByRole('textbox', { name: /^Voucher Code/ });
    await user.clear(code);
    await user.type(code, 'BOLT60');
    await user.click(within(dialog).getByRole('button', { name: 'Update Voucher' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    expect(api.mutations()[0]!.body).toEqual({
      id: 12,
      client: 2,
      voucher_detail: '50% off a poster',
      cost: 50,
      expiry_date: '2099-03-31',
      voucher_code: 'BOLT60',
    });
  });

  it('opens the upload dialog with the clients', async () => {
    mockVouchersApi();
    const user = renderPage();
    await user.click(button('Upload Vouchers'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Vouchers' });
    expect(dialog).toHaveTextContent('Select a Client before uploading voucher csv');
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });
});

describe('VouchersPage: client view (/clientVouchers)', () => {
  it("is titled '{client name} Vouchers', pages the client's codes and hides Upload and Create", async () => {
    const { calls } = mockVouchersApi();
    renderPage(acmeView());
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Prints Vouchers' })).toBeInTheDocument();
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2', 'ACME-X']));
    expect(screen.queryByRole('button', { name: 'Upload Vouchers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
    expect(action('DELETE')).toBeInTheDocument();
    expect(action('EDIT')).toBeInTheDocument();
    expect(voucherGets(calls)).toEqual(['?limit=10&offset=0&client_id=1']);
  });

  it('item 7: shows a sold code as Sold with its date, and names no buyer on screen or in the link', async () => {
    mockVouchersApi();
    renderPage(acmeView());
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2', 'ACME-X']));
    const sold = bodyRows().find((row) => row.textContent?.includes('AC2'))!;
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByText('2024-06-02')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Bought By' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ravi Buyer')).not.toBeInTheDocument();
    expect(JSON.stringify(parseVoucherList(location().searchParams.get('voucherList')))).not.toContain(
      'Ravi',
    );
  });

  it('opens a link with clientName and client_id only, and keeps it short for a client with many codes', async () => {
    const many = voucherInfo({
      id: 30,
      vouchers: Array.from({ length: 412 }, (_, i) => ({
        voucher_code: `MANY${i}`,
        is_assigned: false,
        is_active: true,
      })),
    });
    const { calls } = mockVouchersApi(undefined, [many]);
    const user = renderPage('/clientVouchers?clientName=Acme%20Prints&client_id=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Prints Vouchers' })).toBeInTheDocument();
    await waitFor(() => expect(codes()).toEqual(Array.from({ length: 10 }, (_, i) => `MANY${i}`)));
    expect(screen.getByText('1–10 of 412')).toBeInTheDocument();
    await user.click(button('Go to next page'));
    await waitFor(() => expect(codes()[0]).toBe('MANY10'));
    expect(voucherGets(calls)).toEqual(['?limit=10&offset=0&client_id=1', '?limit=10&offset=10&client_id=1']);
    expect(location().searchParams.has('voucherList')).toBe(false);
    expect(location().toString().length).toBeLessThan(100);
  });

  it('drops a voucherList from the link once the list no longer fits in it', async () => {
    const many = voucherInfo({
      vouchers: Array.from({ length: 40 }, (_, i) => ({
        voucher_code: `MANY${i}`,
        is_assigned: false,
        is_active: true,
      })),
    });
    mockVouchersApi(undefined, [many]);
    renderPage(acmeView());
    await waitFor(() => expect(codes()).toHaveLength(10));
    await waitFor(() => expect(location().searchParams.has('voucherList')).toBe(false));
    expect([...location().searchParams]).toEqual([
      ['clientName', 'Acme Prints'],
      ['client_id', '1'],
    ]);
  });

  it('names the client by the first row of an older link without client_id', async () => {
    const { calls } = mockVouchersApi();
    const old = new URL(acmeView(), 'http://localhost');
    old.searchParams.delete('client_id');
    renderPage(`${old.pathname}${old.search}`);
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2', 'ACME-X']));
    expect(voucherGets(calls)).toEqual(['?limit=10&offset=0&client_id=1']);
  });

  it('searches the client view too', async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage(acmeView());
    await waitFor(() => expect(codes()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search Vouchers' }), '75');
    await waitFor(() => expect(voucherGets(calls)).toContain('?limit=10&offset=0&client_id=1&query=75'));
    await waitFor(() => expect(codes()).toEqual(['ACME-X']));
    expect(location().searchParams.get('clientName')).toBe('Acme Prints');
  });

  it('sorts the client view by a header and filters it by state and expiry as /vouchers, in the URL', async () => {
    const { calls } = mockVouchersApi();
    const user = renderPage(`${acmeView()}&page=2`);
    await waitFor(() => expect(voucherGets(calls)).toHaveLength(1));
    await user.click(within(table()).getByRole('button', { name: 'Voucher Code' }));
    await waitFor(() =>
      expect(voucherGets(calls).at(-1)).toBe('?limit=10&offset=0&ordering=voucher_code&client_id=1'),
    );
    expect(location().searchParams.get('ordering')).toBe('voucher_code');
    expect(location().searchParams.get('client_id')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Expired',
      'Inactive',
      'Sold',
      'Unsold',
    ]);
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(voucherGets(calls).at(-1)).toBe(
        '?limit=10&offset=0&ordering=voucher_code&client_id=1&state=inactive',
      ),
    );
    expect(location().searchParams.get('state')).toBe('inactive');
    expect(location().searchParams.get('clientName')).toBe('Acme Prints');
    expect(screen.getByRole('group', { name: /^Expires from/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Expires to/ })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(location().searchParams.has('state')).toBe(false));
  });

  it('asks for the client view with the state and expiry dates its link holds', async () => {
    const { calls } = mockVouchersApi();
    renderPage(`${acmeView()}&state=active&from_date=2024-01-01&to_date=2030-12-31`);
    await waitFor(() =>
      expect(voucherGets(calls).at(-1)).toBe(
        '?limit=10&offset=0&client_id=1&state=active&from_date=2024-01-01&to_date=2030-12-31',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Active');
    const from = screen.getByRole('group', { name: /^Expires from/ });
    expect(within(from).getByRole('spinbutton', { name: 'Year' })).toHaveTextContent('2024');
  });

  it("after a delete, loads the client's codes again and shows (and links) what is left", async () => {
    // The server's state: the delete removes voucher 13, and the next GET no longer has it.
    let remaining = VOUCHERS;
    const api = mockApi({
      'GET /api/get-voucher/': answerVouchers(() => remaining),
      'DELETE /api/delete-vouchers/': (call) => {
        const ids = call.url.searchParams.getAll('voucher_ids');
        remaining = remaining.filter((v) => !ids.includes(String(v.id)));
        return json({ deleted: ids.map(Number) });
      },
    });
    const user = renderPage(acmeView());
    await waitFor(() => expect(codes()).toHaveLength(3));
    await select(user, 'ACME-X');
    await user.click(action('DELETE'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(codes()).toEqual(['AC1', 'AC2']));
    expect(api.mutations().map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'DELETE /api/delete-vouchers/?voucher_ids=13',
    ]);
    await waitFor(() =>
      expect(
        parseVoucherList(location().searchParams.get('voucherList'))?.map((row) => row.voucher_code),
      ).toEqual(['AC1', 'AC2']),
    );
    expect(location().searchParams.get('clientName')).toBe('Acme Prints');
    expect(location().searchParams.get('client_id')).toBe('1');
  });

  it('explains a voucherList that cannot be read, with a way back', () => {
    mockVouchersApi();
    renderPage('/clientVouchers?clientName=Acme&voucherList=broken');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Vouchers' })).toBeInTheDocument();
    expect(screen.getByText(/The voucher list could not be read from this link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client Companies' })).toHaveAttribute(
      'href',
      '/client_companies',
    );
  });
});

describe('VouchersPage: on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('folds the search with the state and expiry behind the Filters button, the actions in view', async () => {
    setScreenWidth(390);
    mockVouchersApi();
    const user = renderPage('/vouchers?q=bolt');
    expect(screen.queryByRole('searchbox', { name: 'Search Vouchers' })).not.toBeInTheDocument();
    expect(action('DELETE')).toBeDisabled();
    await user.click(button('Filters (1)'));
    expect(screen.getByRole('searchbox', { name: 'Search Vouchers' })).toHaveValue('bolt');
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
  });

  it('folds the client view’s search the same way, and searches from there', async () => {
    setScreenWidth(390);
    const { calls } = mockVouchersApi();
    const user = renderPage(acmeView());
    expect(screen.queryByRole('searchbox', { name: 'Search Vouchers' })).not.toBeInTheDocument();
    await user.click(button('Filters'));
    await user.type(screen.getByRole('searchbox', { name: 'Search Vouchers' }), '75');
    await waitFor(() => expect(voucherGets(calls)).toContain('?limit=10&offset=0&client_id=1&query=75'));
    expect(button('Filters (1)')).toHaveAttribute('aria-expanded', 'true');
  });
});
