import { expect, test, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { authHeaders } from '../support/api';

/**
 * Long text on a 1440 px screen: a customer with a very long name and e-mail on /users, a QR code of a
 * company with a very long name on /qr_codes. The text wraps and every column stays within the screen.
 * Among the customers' flows (playwright.config.ts): the customer and the QR code it adds would move the
 * lists that other tests compare with the API.
 */
const DESKTOP = { width: 1440, height: 900 };

/** The columns (header cells) of `table` whose right edge is past its box or the screen, as sentences. */
async function columnsCut(page: Page, table: string): Promise<string[]> {
  const header = page.getByRole('table', { name: table }).getByRole('columnheader');
  await expect(header.first()).toBeVisible();
  return header.evaluateAll((cells) => {
    const width = document.documentElement.clientWidth;
    const box = cells[0]!.closest('.MuiTableContainer-root')!.getBoundingClientRect();
    return cells
      .map((cell) => ({ name: cell.textContent ?? '', right: cell.getBoundingClientRect().right }))
      .filter(({ right }) => right > Math.min(width, box.right) + 1)
      .map(({ name, right }) => `"${name}" ends at ${Math.round(right)} px`);
  });
}

test.describe('long text on a 1440 px screen', () => {
  test.use({ storageState: STORAGE.admin, viewport: DESKTOP });

  test('item 9: a very long customer name wraps on /users and every column stays on the screen', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const name = `Venkatanarasimharajuvaripeta${stamp}`;
    const created = await request.post('/api/users/', {
      headers: await authHeaders(request),
      data: {
        first_name: name,
        last_name: 'Subrahmanyeswaraswamy Ramachandramurthy Lakshminarasimhan',
        email: `venkatanarasimharajuvaripeta.subrahmanyeswaraswamy.${stamp}@example.com`,
        mobile: '+91 90000 24680',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/users?ordering=-created_at');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    expect(await columnsCut(page, 'Users')).toEqual([]);
  });

  test('item 9: /qr_codes shows every column, Is Active included, with a very long company name', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const company = `Sri Venkateswara Offset Printers And Stationers Private Limited ${stamp}`;
    const res = await request.post('/api/save-qr-codes/', {
      headers: await authHeaders(request),
      multipart: {
        code: `LONG${stamp}`,
        company,
        value: '25',
        validity: '2099-06-15',
        redirection_url: `https://example.com/e2e/a-very-long-landing-page-address/${stamp}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/qr_codes?ordering=-generated_date');
    await expect(page.getByRole('cell', { name: company })).toBeVisible();
    expect(await columnsCut(page, 'QR codes')).toEqual([]);
  });
});
