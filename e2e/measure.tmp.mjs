import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4567';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
const res = await page.request.post(base + '/api/admin-login', { data: { email: 'admin@example.com', password: 'e2e-admin-password' } });
const { token } = await res.json();
const stamp = Date.now();
if (process.argv[2] === 'seed') {
  const h = { authorization: `Bearer ${token}` };
  console.log((await page.request.post(base + '/api/users/', { headers: h, data: { first_name: `Venkatanarasimharajuvaripeta${stamp}`, last_name: 'Subrahmanyeswaraswamy Ramachandramurthy Lakshminarasimhan', email: `venkatanarasimharajuvaripeta.subrahmanyeswaraswamy.${stamp}@example.com`, mobile: '+91 90000 24680' } })).status());
  console.log((await page.request.post(base + '/api/save-qr-codes/', { headers: h, multipart: { code: `LONG${stamp}`, company: `Sri Venkateswara Offset Printers And Stationers Private Limited ${stamp}`, value: '25', validity: '2099-06-15', redirection_url: `https://example.com/e2e/a-very-long-landing-page-address/${stamp}` } })).status());
}
await page.goto(base + '/login');
await page.getByLabel('Email').fill('admin@example.com');
await page.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-admin-password');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL('**/dashboard');
for (const [path, name] of [['/users?ordering=-created_at', 'Users'], ['/qr_codes?ordering=-generated_date', 'QR codes']]) {
  await page.goto(base + path);
  const table = page.getByRole('table', { name });
  await table.getByRole('row').nth(1).waitFor();
  await page.waitForTimeout(1500);
  const info = await table.evaluate((t) => {
    const box = t.closest('.MuiTableContainer-root').getBoundingClientRect();
    return { vw: document.documentElement.clientWidth, box: [Math.round(box.left), Math.round(box.right)], table: Math.round(t.getBoundingClientRect().width), cols: [...t.querySelectorAll('th')].map((c) => `${c.textContent}:${Math.round(c.getBoundingClientRect().width)}@${Math.round(c.getBoundingClientRect().right)}`) };
  });
  console.log(path, JSON.stringify(info));
  await page.screenshot({ path: `/tmp/hphone-m/${name.replace(' ', '')}.png` });
}
await browser.close();
