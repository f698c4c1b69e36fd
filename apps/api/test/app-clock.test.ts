import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coupons, qrCodes, voucherCodes, voucherInfos } from '../src/db/schema';
import { makePdf } from '../src/db/seed/pdf';
import { makePng } from '../src/db/seed/png';
import { placeOrder } from './customer-order-fixtures';
import { bearer, createClient, createTestContext, customersWithTokens, type TestContext } from './helper';

/**
 * Every rule that depends on the date reads the app's clock, not the wall clock: the app here runs on
 * 10 June 2020 (12:00 in Asia/Kolkata), so what is valid until 1 July 2020 is valid for it, although it
 * expired long ago by the wall clock.
 */
const NOW = new Date('2020-06-10T06:30:00Z');
const VALID_UNTIL = '2020-07-01';

let t: TestContext;
let admin: string;
let client: number;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(NOW) });
  admin = await t.adminToken();
  client = (await createClient(t)).id;
  [buyer] = (await customersWithTokens(t, 1, 1000)) as [typeof buyer];
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object | FormData, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('vouchers by the app’s clock', () => {
  let voucher: number;
  beforeAll(async () => {
    // Written as it is stored: through the API it would meet the rules under test.
    const [info] = await t.database.db
      .insert(voucherInfos)
      .values({
        clientId: client,
        voucherDetail: 'Coffee',
        cost: 10,
        expiryDate: new Date(VALID_UNTIL),
        isSingle: false,
      })
      .returning();
    voucher = info!.id;
    await t.database.db.insert(voucherCodes).values(
      ['CLK-1', 'CLK-2', 'CLK-3'].map((voucherCode) => ({
        voucherInfoId: voucher,
        clientId: client,
        voucherCode,
      })),
    );
  });

  it('takes a voucher whose expiry is after the app’s today', async () => {
    const res = await post('/api/save-voucher/', {
      client,
      voucher_detail: 'Tea',
      cost: 5,
      expiry_date: VALID_UNTIL,
      is_single: true,
      vouchers: [{ voucher_code: 'CLK-NEW', is_assigned: false, is_active: true }],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('takes a CSV upload whose expiry is after the app’s today', async () => {
    const fd = new FormData();
    fd.append(
      'file',
      new Blob(['voucher_code,cost,voucher_detail\r\nCLK-CSV,10,Cake'], { type: 'text/csv' }),
      'v.csv',
    );
    const res = await post(`/api/upload_vouchers?client_id=${client}&expiry_date=${VALID_UNTIL}`, fd);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lists and exports its codes as available, not expired', async () => {
    const codes = async (query: string) =>
      (
        (await get(`/api/get-voucher/?limit=50&${query}`)).json() as { results: { voucher_code: string }[] }
      ).results
        .map((r) => r.voucher_code)
        .filter((c) => c.startsWith('CLK-') && c !== 'CLK-NEW' && c !== 'CLK-CSV');
    expect(await codes('status=available')).toEqual(['CLK-1', 'CLK-2', 'CLK-3']);
    expect(await codes('state=expired')).toEqual([]);
    const csv = await get('/api/get-voucher/export.csv?status=available');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('CLK-1');
  });

  it('offers it to customers and sells it in the customers’ app', async () => {
    const offers = (await get('/api/customer/vouchers', buyer.token)).json() as { id: number }[];
    expect(offers.map((o) => o.id)).toContain(voucher);
    const res = await post('/api/customer/voucher-purchases', { voucher_id: voucher }, buyer.token);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('sells it in the back office', async () => {
    const res = await post('/api/save-purchased-voucher/', { user_id: buyer.id, voucher_id: voucher });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('QR codes by the app’s clock', () => {
  beforeAll(async () => {
    await t.database.db.insert(qrCodes).values([
      {
        code: 'CLK-URL',
        company: 'Acme',
        value: 10,
        validity: new Date(VALID_UNTIL),
        redirectionUrl: 'https://example.com/',
      },
      {
        code: 'CLK-IMG',
        company: 'Acme',
        value: 10,
        validity: new Date(VALID_UNTIL),
        redirectionUrl: '',
        image: makePng(),
      },
    ]);
  });

  it('takes a QR code valid after the app’s today', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      value: '5',
      validity: VALID_UNTIL,
      company: 'Acme',
      redirection_url: 'https://example.com/new',
    }))
      fd.append(k, v);
    const res = await post('/api/save-qr-codes/', fd);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lists it as active', async () => {
    const rows = (await get('/api/get-qr-codes/?state=active')).json() as { code: string }[];
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['CLK-URL', 'CLK-IMG']));
  });

  it('shows it when scanned, with its image', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/?qr_code=CLK-IMG' });
    expect(page.statusCode, page.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/qr-image/CLK-IMG' })).statusCode).toBe(200);
  });

  it('lets a customer redeem it', async () => {
    const res = await post('/api/customer/qr-redemptions', { code: 'CLK-URL' }, buyer.token);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('counts its scans over the app’s last days', async () => {
    const [qr] = (await get('/api/get-qr-codes/?query=CLK-URL')).json() as { id: number }[];
    const res = await get(`/api/qr-codes/${qr!.id}/scans/?days=3`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { days: { date: string }[] }).days.map((d) => d.date)).toEqual([
      '2020-06-08',
      '2020-06-09',
      '2020-06-10',
    ]);
  });
});

describe('coupons by the app’s clock', () => {
  it('says a coupon valid through June 2020 applies', async () => {
    await t.database.db.insert(coupons).values({
      name: 'June',
      code: 'CLKJUNE',
      discountPercentage: 10,
      validFrom: new Date('2020-06-01T00:00:00Z'),
      validTo: new Date('2020-06-30T23:59:59Z'),
    });
    const res = await post('/api/customer/coupons/check', { code: 'CLKJUNE' }, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
  });

  describe('at placement, where the order checks its coupon again', () => {
    const order = (code: string) =>
      placeOrder(t, buyer.token, [{ name: 'doc.pdf', data: makePdf({ pages: 2 }) }], { coupon_code: code });
    beforeAll(async () => {
      await t.database.db.insert(coupons).values([
        {
          name: 'June orders',
          code: 'CLKORDER',
          discountPercentage: 10,
          validFrom: new Date('2020-06-01T00:00:00Z'),
          validTo: new Date('2020-06-30T23:59:59Z'),
        },
        {
          name: 'May',
          code: 'CLKMAY',
          discountPercentage: 10,
          validFrom: new Date('2020-05-01T00:00:00Z'),
          validTo: new Date('2020-05-31T23:59:59Z'),
        },
        {
          name: 'From 2021',
          code: 'CLKLATER',
          discountPercentage: 10,
          validFrom: new Date('2021-01-01T00:00:00Z'),
          validTo: new Date('2099-12-31T23:59:59Z'),
        },
      ]);
    });

    it('places an order with a coupon valid on the app’s today, discounted', async () => {
      const res = await order('CLKORDER');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ coupon_code: 'CLKORDER' });
      expect(Number((res.json() as { discount: string }).discount)).toBeGreaterThan(0);
    });

    it('refuses a coupon expired by the app’s today, and one not valid yet', async () => {
      const expired = await order('CLKMAY');
      expect(expired.statusCode, expired.body).toBe(400);
      expect(expired.body).toContain('The coupon CLKMAY expired on 2020-05-31.');
      const later = await order('CLKLATER');
      expect(later.statusCode, later.body).toBe(400);
      expect(later.body).toContain('The coupon CLKLATER cannot be used before 2021-01-01.');
    });
  });
});
