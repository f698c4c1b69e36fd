import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { makePng } from '../support/files';
import { typeDate } from '../support/forms';
import { expectNotice, watchForNotices } from '../support/notices';

import type { TClient, TPurchasedVoucher, TVoucherInfo } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

const EXPIRY = '2099-06-15';
let counter = 0;
/**
 * A suffix no other test uses, so tests stay independent and run in any order. Letters only: the voucher
 * search also matches costs, which must not be found inside a name or a code by chance.
 */
const unique = () => {
  counter += 1;
  return `${Date.now()}${counter}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).toUpperCase();
};

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Client companies' });
const vouchersTable = (page: Page) => page.getByRole('table', { name: 'Vouchers' });
const rowWith = (page: Page, table: 'Client companies' | 'Vouchers', cellText: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });

async function clientNamed(request: APIRequestContext, name: string) {
  return (await apiGet<TClient[]>(request, '/api/get-clients/')).find((c) => c.name === name);
}

const vouchersOf = (request: APIRequestContext, clientId: number) =>
  apiGet<TVoucherInfo[]>(request, `/api/get-voucher/?client_id=${clientId}`);

/** Set-up through the API: a client company with no vouchers. */
async function createClient(request: APIRequestContext, name: string) {
  const res = await request.post('/api/save-clients/', {
    headers: await authHeaders(request),
    data: {
      name,
      contact: 9123456780,
      client_type: 1,
      potential: 'Medium',
      address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
      is_advertisible: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TClient;
}

/** Set-up through the API: a voucher of `codes` for a client. */
async function createVoucher(request: APIRequestContext, client: number, codes: string[], cost = 70) {
  const res = await request.post('/api/save-voucher/', {
    headers: await authHeaders(request),
    data: {
      client,
      voucher_detail: 'E2E set-up voucher',
      cost,
      expiry_date: EXPIRY,
      is_single: codes.length === 1,
      vouchers: codes.map((voucher_code) => ({ voucher_code, is_assigned: false, is_active: true })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TVoucherInfo;
}

/** Set-up through the API: a customer, given coins, buys one code of a voucher; answers the purchase. */
async function buyOne(request: APIRequestContext, voucherId: number, lastName: string) {
  const headers = await authHeaders(request);
  const user = await request.post('/api/users/', {
    headers,
    data: {
      first_name: 'Ravi',
      last_name: lastName,
      email: `e2e-buyer-${lastName.toLowerCase()}@example.com`,
      mobile: '+91 90000 54321',
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const { id } = (await user.json()) as { id: number };
  const credit = await request.post('/api/coin-adjustments/', {
    headers,
    data: { user_id: id, amount: 500, reason: 'E2E set-up' },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  const bought = await request.post('/api/save-purchased-voucher/', {
    headers,
    data: { user_id: id, voucher_id: voucherId },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  return ((await bought.json()) as { purchase: TPurchasedVoucher }).purchase;
}

/** The base64 JSON of a query parameter, read as UTF-8 the way the app writes it. */
const decodeParam = (url: string, name: string): unknown =>
  JSON.parse(Buffer.from(new URL(url).searchParams.get(name) ?? '', 'base64').toString('utf8'));

/**
 * Searches the companies for one that only this test has, and waits until the (debounced) search is applied:
 * Applying it clears the selection, so a row must be selected only after that.
 */
async function findCompany(page: Page, name: string, query = name) {
  await page.getByRole('searchbox', { name: 'Search Companies' }).fill(query);
  await expect(clientsTable(page).getByRole('row')).toHaveCount(2);
  const row = rowWith(page, 'Client companies', name);
  await expect(row).toBeVisible();
  return row;
}

/** Chooses `option` in the MUI select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

test.describe('Client Companies', () => {
  test('creates, edits and deletes a company; a non-ASCII name survives the base64 edit link', async ({
    page,
    request,
  }) => {
    const name = `Café Zoë ${unique()}`;
    await watchForNotices(page);
    await page.goto('/client_companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Companies' })).toBeVisible();
    await page.getByRole('link', { name: 'Create new company' }).click();
    await expect(page).toHaveURL(/\/client_companies\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Client Company' })).toBeVisible();

    // Empty: the seven required fields say so, and nothing is saved.
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.getByText('This field is Required')).toHaveCount(7);
    await expect(page).toHaveURL(/\/client_companies\/create$/);

    await page.getByLabel('Client Name').fill(name);
    await page.getByLabel('Phone Number').fill('9876543210');
    await page.getByLabel('Client Country').fill('India');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('Pin Code').fill('411001');
    await page.getByLabel('Client Type').fill('2');
    await page.getByLabel('Client Potential').fill('High');
    await page.getByLabel('IS ADVERTISABLE').check();
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page).toHaveURL(/\/client_companies$/);
    await expectNotice(page, `${name} created`);

    const created = await clientNamed(request, name);
    expect(created).toMatchObject({ contact: 9876543210, client_type: 2, potential: 'High' });
    expect(created!.is_advertisible).toBe(true);
    expect(JSON.parse(created!.address)).toEqual({
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
    });

    // The list shows it; the search matches the name, ignoring case.
    const row = await findCompany(page, name, name.toUpperCase());
    await expect(row.getByRole('cell')).toHaveText([
      '',
      name,
      '9876543210',
      'High',
      created!.joined_on.split('T')[0]!,
      'YES',
      'Show Vouchers',
    ]);

    // EDIT carries the company in the link as base64 JSON and fills the form from it.
    const actions = page.getByRole('toolbar', { name: 'Company actions' });
    await expect(actions.getByRole('button', { name: 'EDIT' })).toBeDisabled();
    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
    await actions.getByRole('button', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/client_companies\/edit\?companyInfo=/);
    expect(decodeParam(page.url(), 'companyInfo')).toMatchObject({ id: created!.id, name });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit' })).toBeVisible();
    await expect(page.getByLabel('Client Name')).toHaveValue(name);
    await expect(page.getByLabel('Phone Number')).toHaveValue('9876543210');
    await expect(page.getByLabel('Client Country')).toHaveValue('India');
    await expect(page.getByLabel('City')).toHaveValue('Pune');
    await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
    await expect(page.getByLabel('Pin Code')).toHaveValue('411001');
    await expect(page.getByLabel('Client Type')).toHaveValue('2');
    await expect(page.getByLabel('Client Potential')).toHaveValue('High');
    await expect(page.getByLabel('IS ADVERTISABLE')).toBeChecked();
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('Client Potential').fill('Medium');
    await page.getByLabel('IS ADVERTISABLE').uncheck();
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page).toHaveURL(/\/client_companies$/);
    await expectNotice(page, `${name} updated`);

    const edited = await clientNamed(request, name);
    expect(edited).toMatchObject({ id: created!.id, potential: 'Medium', is_advertisible: false });
    expect(edited!.joined_on).toBe(created!.joined_on);
    expect(JSON.parse(edited!.address)).toMatchObject({ city: 'Mumbai', pincode: '411001' });
    await findCompany(page, name);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Medium');
    await expect(row.getByRole('cell').nth(5)).toHaveText('NO');

    // DELETE asks first, then the company is gone from the list and the server.
    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
    await actions.getByRole('button', { name: 'DELETE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 1 company?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expectNotice(page, '1 company deleted');
    await expect(clientsTable(page).getByText('No Records found')).toBeVisible();
    expect(await clientNamed(request, name)).toBeUndefined();
  });

  test('Show Vouchers opens the client view of a client with vouchers, and warns for one without', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const empty = await createClient(request, `Zoë Empty ${stamp}`);
    const full = await createClient(request, `Café Zoë Vouchers ${stamp}`);
    const codes = [`ZOE-A-${stamp}`, `ZOE-B-${stamp}`];
    await createVoucher(request, full.id, codes, 70);
    const single = `ZOE-S-${stamp}`;
    await createVoucher(request, full.id, [single], 45);

    await watchForNotices(page);
    await page.goto('/client_companies');
    await (await findCompany(page, empty.name)).getByRole('button', { name: 'Show Vouchers' }).click();
    await expectNotice(page, 'This client has no vouchers!');
    // It stays on the list (the search that found the company is in its URL).
    await expect(page).toHaveURL(/\/client_companies(\?q=[^&]*)?$/);

    await (await findCompany(page, full.name)).getByRole('button', { name: 'Show Vouchers' }).click();
    await expect(page).toHaveURL(/\/clientVouchers\?clientName=.*&voucherList=/);
    expect(new URL(page.url()).searchParams.get('clientName')).toBe(full.name);
    const list = decodeParam(page.url(), 'voucherList') as Array<{ voucher_code: string; client: number }>;
    expect(list.map((v) => v.voucher_code).sort()).toEqual([...codes, single].sort());
    expect(list.every((v) => v.client === full.id)).toBe(true);

    await expect(page.getByRole('heading', { level: 1, name: `${full.name} Vouchers` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Vouchers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create New' })).toHaveCount(0);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(4);
    const multiRow = rowWith(page, 'Vouchers', codes[0]!);
    await expect(multiRow.getByRole('cell')).toHaveText([
      '',
      full.name,
      codes[0]!,
      'E2E set-up voucher',
      '70',
      EXPIRY,
      /^\d{4}-\d{2}-\d{2}$/,
      '',
      'Unsold',
    ]);
    await expect(multiRow.getByRole('img', { name: 'Multiple' })).toBeVisible();
    await expect(rowWith(page, 'Vouchers', single).getByRole('img', { name: 'Single' })).toBeVisible();

    // The search matches a code or the cost.
    const search = page.getByRole('searchbox', { name: 'Search Vouchers' });
    await search.fill(single.toLowerCase());
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(2);
    await expect(rowWith(page, 'Vouchers', single)).toBeVisible();
    await search.fill('70');
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(3);
    await expect(rowWith(page, 'Vouchers', single)).toHaveCount(0);

    // DELETE of one code of a multiple voucher deletes only that code: the voucher keeps the other.
    await search.fill('');
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(4);

    // The filters of /vouchers narrow the client's codes too, in the URL: none of them has expired.
    const state = page.getByRole('combobox', { name: 'State' });
    await state.click();
    await page.getByRole('option', { name: 'Expired' }).click();
    await expect(page).toHaveURL(/[?&]state=expired(&|$)/);
    await expect(vouchersTable(page).getByText('No Records found')).toBeVisible();
    await state.click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/[?&]state=active(&|$)/);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(4);
    await state.click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/[?&]state=/);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(4);
    const actions = page.getByRole('toolbar', { name: 'Voucher actions' });
    await rowWith(page, 'Vouchers', codes[1]!)
      .getByRole('checkbox', { name: `Select voucher ${codes[1]}` })
      .check();
    await actions.getByRole('button', { name: 'DELETE' }).click();
    let confirm = page.getByRole('dialog', { name: `Delete code ${codes[1]}?` });
    await expect(confirm.getByRole('radio', { name: 'Only this code' })).toBeChecked();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expectNotice(page, '1 code deleted');
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(3);
    await expect(rowWith(page, 'Vouchers', codes[1]!)).toHaveCount(0);
    let onServer = await vouchersOf(request, full.id);
    expect(onServer.map((info) => info.vouchers.map((v) => v.voucher_code)).sort()).toEqual([
      [codes[0]],
      [single],
    ]);

    // Its last code can only go with the voucher: the question names the voucher and its codes.
    await rowWith(page, 'Vouchers', codes[0]!)
      .getByRole('checkbox', { name: `Select voucher ${codes[0]}` })
      .check();
    await actions.getByRole('button', { name: 'DELETE' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete voucher E2E set-up voucher and its 1 code?' });
    await expect(confirm.getByRole('radio', { name: 'Only this code' })).toBeDisabled();
    await expect(confirm).toContainText(`${codes[0]} is the only code of its voucher`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(2);
    await expect(rowWith(page, 'Vouchers', single)).toBeVisible();
    const left = decodeParam(page.url(), 'voucherList') as Array<{ voucher_code: string }>;
    expect(left.map((v) => v.voucher_code)).toEqual([single]);
    onServer = await vouchersOf(request, full.id);
    expect(onServer.flatMap((info) => info.vouchers.map((v) => v.voucher_code))).toEqual([single]);
  });
});

test.describe('Vouchers', () => {
  test('item 7: a sold code shows Sold and its date on both lists, its buyer on /vouchers only; State offers Sold and Unsold', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const client = await createClient(request, `Sold Co ${stamp}`);
    const codes = [`SOLD-A-${stamp}`, `SOLD-B-${stamp}`];
    const voucher = await createVoucher(request, client.id, codes, 70);
    const purchase = await buyOne(request, voucher.id, `Buyer${stamp}`);
    const buyer = `Ravi Buyer${stamp}`;
    expect(purchase.voucher_code).toBe(codes[0]);
    const soldOn = purchase.purchased_at.split('T')[0]!;

    await page.goto('/vouchers');
    await page.getByRole('searchbox', { name: 'Search Vouchers' }).fill(stamp);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(3);
    await expect(vouchersTable(page).getByRole('columnheader', { name: 'Bought By' })).toBeVisible();
    const sold = rowWith(page, 'Vouchers', codes[0]!);
    await expect(sold.getByRole('cell').nth(8)).toHaveText(`Sold${soldOn}`);
    await expect(sold.getByRole('link', { name: buyer })).toHaveAttribute(
      'href',
      `/user/${purchase.user_id}`,
    );
    await expect(rowWith(page, 'Vouchers', codes[1]!).getByRole('cell').nth(8)).toHaveText('Unsold');

    await choose(page, page.locator('body'), 'State', 'Sold');
    await expect(page).toHaveURL(/[?&]state=sold(&|$)/);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(2);
    await expect(sold).toBeVisible();
    await choose(page, page.locator('body'), 'State', 'Unsold');
    await expect(page).toHaveURL(/[?&]state=unsold(&|$)/);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(2);
    await expect(rowWith(page, 'Vouchers', codes[1]!)).toBeVisible();

    // The client view: sold and the date, and no one's name, on screen or in its link.
    await page.goto(`/clientVouchers?clientName=${encodeURIComponent(client.name)}&client_id=${client.id}`);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(3);
    await expect(rowWith(page, 'Vouchers', codes[0]!).getByRole('cell').nth(8)).toHaveText(`Sold${soldOn}`);
    await expect(vouchersTable(page).getByRole('columnheader', { name: 'Bought By' })).toHaveCount(0);
    await expect(page.getByText(buyer)).toHaveCount(0);
    await expect(page).toHaveURL(/voucherList=/);
    expect(JSON.stringify(decodeParam(page.url(), 'voucherList'))).not.toContain(`Buyer${stamp}`);
  });

  test('Voucher Information creates a single and a multiple voucher, and updates one', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const client = await createClient(request, `Zoë Voucher Maker ${stamp}`);
    const singleCode = `SINGLE${stamp}`;
    const multiCodes = [`MULTIA${stamp}`, `MULTIB${stamp}`];
    const logo = makePng(6, 3);

    await watchForNotices(page);
    await page.goto('/vouchers');
    const heading = page.getByRole('heading', { level: 1, name: 'Vouchers' });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((h) => h.textContent)).toBe(' Vouchers');

    // A single voucher with an image; a text file is refused before anything is sent.
    await page.getByRole('button', { name: 'Create New' }).click();
    let dialog = page.getByRole('dialog', { name: 'Voucher Information' });
    await dialog.getByRole('button', { name: 'Create Voucher' }).click();
    await expect(dialog.getByText('This field is Required').first()).toBeVisible();
    await choose(page, dialog, 'Client', client.name);
    await dialog.getByRole('textbox', { name: 'Voucher Details' }).fill('Free printout of one page');
    await typeDate(dialog, 'Validity', EXPIRY);
    await dialog.getByRole('spinbutton', { name: 'Voucher Cost' }).fill('35');
    const image = dialog.getByLabel('Voucher image file');
    await image.setInputFiles({ name: 'offer.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not png') });
    await expect(dialog.getByText('Only .png images are accepted')).toBeVisible();
    await image.setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: logo });
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Single' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Add-voucher' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Voucher Code' }).fill(singleCode);
    await dialog.getByRole('button', { name: 'Create Voucher' }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, 'Voucher created');
    const singleRow = rowWith(page, 'Vouchers', singleCode);
    await expect(singleRow).toContainText(client.name);
    await expect(singleRow).toContainText('Free printout of one page');
    await expect(singleRow.getByRole('img', { name: 'Single' })).toBeVisible();

    // A multiple voucher: rows are added with Add-voucher and removed while more than one remains.
    await page.getByRole('button', { name: 'Create New' }).click();
    dialog = page.getByRole('dialog', { name: 'Voucher Information' });
    await choose(page, dialog, 'Client', client.name);
    await dialog.getByRole('textbox', { name: 'Voucher Details' }).fill('Two pages in colour');
    await typeDate(dialog, 'Validity', EXPIRY);
    await dialog.getByRole('spinbutton', { name: 'Voucher Cost' }).fill('90');
    await dialog.getByRole('radio', { name: 'Multiple' }).check();
    await expect(dialog.getByRole('button', { name: 'Remove voucher code 1' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Add-voucher' }).click();
    await dialog.getByRole('button', { name: 'Add-voucher' }).click();
    await dialog.getByRole('textbox', { name: 'Voucher Code 1' }).fill(multiCodes[0]!);
    await dialog.getByRole('textbox', { name: 'Voucher Code 2' }).fill('REMOVED');
    await dialog.getByRole('textbox', { name: 'Voucher Code 3' }).fill(multiCodes[1]!);
    await dialog.getByRole('button', { name: 'Remove voucher code 2' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Voucher Code \d/ })).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Voucher Code 2' })).toHaveValue(multiCodes[1]!);
    await dialog.getByRole('button', { name: 'Create Voucher' }).click();
    await expect(dialog).toBeHidden();
    for (const code of multiCodes) {
      await expect(rowWith(page, 'Vouchers', code).getByRole('img', { name: 'Multiple' })).toBeVisible();
    }

    // The server holds both, with the image of the single one.
    const infos = await vouchersOf(request, client.id);
    expect(infos).toHaveLength(2);
    const single = infos.find((info) => info.is_single)!;
    const multiple = infos.find((info) => !info.is_single)!;
    expect(single).toMatchObject({ voucher_detail: 'Free printout of one page', cost: 35 });
    expect(single.vouchers.map((v) => v.voucher_code)).toEqual([singleCode]);
    expect(single.expiry_date.split('T')[0]).toBe(EXPIRY);
    expect(single.image).not.toBeNull();
    const stored = await request.get(single.image!, { headers: await authHeaders(request) });
    expect(Buffer.from(await stored.body()).equals(logo)).toBe(true);
    expect(multiple).toMatchObject({ voucher_detail: 'Two pages in colour', cost: 90, image: null });
    expect(multiple.vouchers.map((v) => v.voucher_code).sort()).toEqual([...multiCodes].sort());

    // EDIT opens the single voucher with its values, and Update Voucher saves the change.
    const search = page.getByRole('searchbox', { name: 'Search Vouchers' });
    await search.fill(singleCode);
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(2);
    await singleRow.getByRole('checkbox', { name: `Select voucher ${singleCode}` }).check();
    await page
      .getByRole('toolbar', { name: 'Voucher actions' })
      .getByRole('button', { name: 'EDIT' })
      .click();
    dialog = page.getByRole('dialog', { name: 'Voucher Information' });
    await expect(dialog.getByRole('textbox', { name: 'Voucher Details' })).toHaveValue(
      'Free printout of one page',
    );
    await expect(dialog.getByRole('spinbutton', { name: 'Voucher Cost' })).toHaveValue('35');
    await expect(dialog.getByRole('textbox', { name: 'Voucher Code' })).toHaveValue(singleCode);
    await expect(dialog.getByText('Voucher Type: Single')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Voucher Cost' }).fill('40');
    await dialog.getByRole('button', { name: 'Update Voucher' }).click();
    await expect(dialog).toBeHidden();
    await expect(singleRow.getByRole('cell').nth(4)).toHaveText('40');
    expect((await vouchersOf(request, client.id)).find((info) => info.is_single)?.cost).toBe(40);
  });

  test('uploads a good CSV, then a bad one that is reported row by row and stores nothing', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const client = await createClient(request, `Café CSV ${stamp}`);
    const good = [`CSVA${stamp}`, `CSVB${stamp}`, `CSVC${stamp}`];
    const goodCsv = [
      'voucher_code,voucher_detail,cost',
      `${good[0]},Free coffee,50`,
      `${good[1]},Free coffee,50`,
      `${good[2]},Cake slice,30`,
    ].join('\n');

    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Upload Vouchers' }).click();
    let dialog = page.getByRole('dialog', { name: 'Upload Vouchers' });
    await expect(dialog.getByText('Select a Client before uploading voucher csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await choose(page, dialog, 'Client', client.name);

    // Not a .csv: refused before anything is sent.
    let [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Proceed' }).click(),
    ]);
    await chooser.setFiles({ name: 'vouchers.txt', mimeType: 'text/plain', buffer: Buffer.from(goodCsv) });
    await expect(dialog.getByText('Only .csv files are accepted')).toBeVisible();
    expect(await vouchersOf(request, client.id)).toEqual([]);

    [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Proceed' }).click(),
    ]);
    await chooser.setFiles({ name: 'vouchers.csv', mimeType: 'text/csv', buffer: Buffer.from(goodCsv) });
    await expect(dialog.getByText('Uploaded 2 vouchers with 3 codes')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The list updates: the new codes are there, grouped as the file's rows say.
    for (const code of good) await expect(rowWith(page, 'Vouchers', code)).toBeVisible();
    await expect(rowWith(page, 'Vouchers', good[0]!).getByRole('img', { name: 'Multiple' })).toBeVisible();
    await expect(rowWith(page, 'Vouchers', good[2]!).getByRole('img', { name: 'Single' })).toBeVisible();
    const stored = await vouchersOf(request, client.id);
    expect(stored.flatMap((info) => info.vouchers.map((v) => v.voucher_code)).sort()).toEqual(good.sort());

    // A bad file, from the Client Companies screen: every bad row is named and nothing is stored.
    const fresh = `CSVNEW${stamp}`;
    const badCsv = [
      'voucher_code,voucher_detail,cost',
      `${fresh},Free coffee,50`,
      `${fresh},Free coffee,50`,
      `CSVCOST${stamp},Free coffee,lots`,
      `CSVNODETAIL${stamp},,20`,
      `${good[2]},Cake slice,30`,
    ].join('\n');
    await page.goto('/client_companies');
    const clientRow = await findCompany(page, client.name);
    await clientRow.getByRole('checkbox', { name: `Select ${client.name}` }).check();
    await page.getByRole('button', { name: 'Upload vouchers' }).click();
    dialog = page.getByRole('dialog', { name: 'Upload Vouchers' });
    // The selected company is chosen already.
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveText(client.name);
    [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Proceed' }).click(),
    ]);
    await chooser.setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(badCsv) });
    await expect(
      dialog.getByText('bad.csv was not uploaded: fix 4 problems below and upload it again.'),
    ).toBeVisible();
    const report = dialog.getByRole('table', { name: 'Rows with errors' });
    await expect(report.getByRole('row')).toHaveCount(5);
    const reportRows = report.getByRole('row');
    await expect(reportRows.nth(0).getByRole('columnheader')).toHaveText(['Line', 'Column', 'Reason']);
    await expect(reportRows.nth(1).getByRole('cell')).toHaveText([
      '3',
      'voucher_code',
      'Line 3, voucher_code: Duplicate code: also on line 2',
    ]);
    await expect(reportRows.nth(2).getByRole('cell')).toHaveText([
      '4',
      'cost',
      'Line 4, cost: Must be a number',
    ]);
    await expect(reportRows.nth(3).getByRole('cell')).toHaveText([
      '5',
      'voucher_detail',
      'Line 5, voucher_detail: This field is Required',
    ]);
    await expect(reportRows.nth(4).getByRole('cell')).toHaveText([
      '6',
      'voucher_code',
      'Line 6, voucher_code: This client already has this code',
    ]);
    const after = await vouchersOf(request, client.id);
    expect(after).toEqual(stored);

    // Its vouchers are the good file's only.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await clientRow.getByRole('button', { name: 'Show Vouchers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${client.name} Vouchers` })).toBeVisible();
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(good.length + 1);
    await expect(rowWith(page, 'Vouchers', fresh)).toHaveCount(0);
  });
});
