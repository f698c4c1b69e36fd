import http from 'node:http';

import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';

test.use({ storageState: STORAGE.admin });

/** A receiver of this spec's own on 127.0.0.1: answers 200 and keeps what it got. */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
}

test('add a webhook, send a test event and see it delivered in its log', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: /Order out for delivery/ }).check();
    await dialog.getByLabel('Description').fill('SMS gateway');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(shown.getByLabel('Signing secret')).toHaveValue(/^whsec_[A-Za-z0-9+/]{32}$/);
    await shown.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('listitem', { name: receiver.url });
    await expect(card.getByText('Active')).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();

    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(row.getByText('Delivered')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'webhook.test' });
    await expect(row).toContainText(String(receiver.received[0]!.headers['webhook-id']));
  } finally {
    receiver.close();
  }
});
