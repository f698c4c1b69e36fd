import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { apiGet } from './api';

import type { TVoucherInfo } from '@printhub/contract';

/** The client company of the oldest voucher: the demo data's, which no test deletes. */
export async function demoVoucherClient(request: APIRequestContext): Promise<string> {
  const infos = await apiGet<TVoucherInfo[]>(request, '/api/get-voucher/');
  return infos.at(-1)!.client_name;
}

/**
 * As a super admin would: find the company on /client_companies (on a phone, its search behind the Filters
 * button) and press its row's (card's) Show Vouchers.
 */
export async function showClientVouchers(page: Page, name: string): Promise<void> {
  await page.goto('/client_companies');
  const search = page.getByRole('searchbox', { name: 'Search Companies' });
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(search.or(filters)).toBeVisible();
  if (await filters.isVisible()) await filters.click();
  await search.fill(name);
  // As a person would, once the search has been applied: a press that comes while the box's search is still
  // being written lands on rows that the search redraws.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  // A table row, or on a phone a card.
  const rows = page
    .getByRole('table', { name: 'Client companies' })
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Client companies' }).getByRole('listitem'));
  await rows
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('button', { name: 'Show Vouchers' })
    .click();
  await expect(page).toHaveURL(/\/clientVouchers\?/);
}
