import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appInfoQueryOptions } from '@/lib/app-info';
import { makeOrder, makeOrderDetail } from '@/test/fixtures/orders';
import { renderWithProviders } from '@/test/render';

import { orderPatchBody } from '../api/update-order';
import { OrderFilesCard } from '../components/order-files-card';
import { CustomerCard, PrintDetailsCard } from '../components/order-info-cards';
import { PriceCard } from '../components/order-price-card';

const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order detail cards', () => {
  it('shows the customer', () => {
    renderWithProviders(<CustomerCard order={makeOrder()} />);
    const card = screen.getByRole('region', { name: 'Customer' });
    expect(valueOf(card, 'Name')).toBe('Asha Rao');
    expect(valueOf(card, 'Email')).toBe('asha@example.com');
    expect(valueOf(card, 'Mobile')).toBe('+91 98765 43210');
    expect(valueOf(card, 'Delivery address')).toBe('12 MG Road, Bengaluru 560001');
  });

  it('shows the print details with a link to the public print page', () => {
    renderWithProviders(
      <PrintDetailsCard order={makeOrder({ coupon_code: null, status: 'delivered', rush: true })} />,
    );
    const card = screen.getByRole('region', { name: 'Print details' });
    expect(valueOf(card, 'Title')).toBe('Thesis final');
    expect(valueOf(card, 'Pages')).toBe('42');
    expect(valueOf(card, 'Copies')).toBe('2');
    expect(valueOf(card, 'Color')).toBe('Color');
    expect(valueOf(card, 'Sides')).toBe('Double-sided');
    expect(valueOf(card, 'Paper size')).toBe('A4');
    expect(valueOf(card, 'Binding')).toBe('Spiral');
    expect(valueOf(card, 'Coupon code')).toBe('—');
    expect(valueOf(card, 'Invoice number')).toBe('—');
    expect(valueOf(card, 'Invoice date')).toBe('—');
    // issue 37 item 1: the due date (a delivered order's moment itself) and the rush.
    expect(valueOf(card, 'Due')).toMatch(/^7 Jan 2024, \d\d:\d\d · Rush$/);
    expect(valueOf(card, 'Type')).toBe('Print');
    expect(within(card).getByRole('link', { name: 'pr_abc123' })).toHaveAttribute('href', '/print/pr_abc123');
  });
});

describe('the price card', () => {
  it('shows the price lines as they were stored, the amount, the discount and the amount due', () => {
    renderWithProviders(<PriceCard order={makeOrderDetail()} />);
    const card = screen.getByRole('region', { name: 'Price' });
    const rows = within(within(card).getByRole('table', { name: 'Price lines' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Item', 'Quantity', 'Unit price', 'Amount'],
      ['Colour pages, A4, double-sided', '84', '₹14.4375', '₹1,212.75'],
      ['Spiral binding', '2', '₹18.875', '₹37.75'],
    ]);
    expect(valueOf(card, 'Amount')).toBe('₹1,250.50');
    expect(valueOf(card, 'Discount')).toBe('₹125.05 (SAVE10)');
    expect(valueOf(card, 'Amount due')).toBe('₹1,125.45 (GST 18% included)');
  });

  it('says when GST was added to the amount due', () => {
    renderWithProviders(
      <PriceCard
        order={makeOrderDetail({
          coupon_code: null,
          discount: 0,
          amount_due: 1475.59,
          prices_include_gst: false,
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Price' });
    expect(valueOf(card, 'Discount')).toBe('₹0');
    expect(valueOf(card, 'Amount due')).toBe('₹1,475.59 (GST 18% added)');
  });
});

describe("issue 37: the Due row is on the shop's clock, whatever the browser's time zone", () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('shows a delivered order’s due moment in the time zone the server names', () => {
    const info = (shop_time_zone: string) => ({ app_name: 'PrintHub', public_url: '', shop_time_zone });
    const order = makeOrder({ status: 'delivered', rush: false, due_at: '2024-01-07T20:00:00.000Z' });
    // 12:00 in Los Angeles (the browser), 01:30 the next day in Kolkata, 20:00 in London.
    expect(new Date(order.due_at).getHours()).toBe(12);
    const first = renderWithProviders(<PrintDetailsCard order={order} />, {
      cache: [[appInfoQueryOptions().queryKey, info('Asia/Kolkata')]],
    });
    expect(valueOf(screen.getByRole('region', { name: 'Print details' }), 'Due')).toBe('8 Jan 2024, 01:30');
    first.unmount();
    renderWithProviders(<PrintDetailsCard order={order} />, {
      cache: [[appInfoQueryOptions().queryKey, info('Europe/London')]],
    });
    expect(valueOf(screen.getByRole('region', { name: 'Print details' }), 'Due')).toBe('7 Jan 2024, 20:00');
  });
});

describe('OrderFilesCard', () => {
  it('lists each file with its pages, size and a Download button (no link: it needs the token)', () => {
    renderWithProviders(
      <OrderFilesCard
        files={[
          {
            id: 1,
            order: 101,
            name: 'thesis.pdf',
            url: '/api/order-files/1/download',
            pages: 42,
            size: 2048,
            preflight: null,
          },
        ]}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download thesis.pdf' })).toBeInTheDocument();
    expect(screen.getByText('42 pages · 2.0 kB')).toBeInTheDocument();
  });

  it('says "No files" when there are none', () => {
    renderWithProviders(<OrderFilesCard files={[]} />);
    expect(screen.getByText('No files')).toBeInTheDocument();
  });
});

describe('orderPatchBody', () => {
  it('sends the whole order (without its timeline and price lines) with the one change', () => {
    const order = makeOrderDetail({ status: 'assigned', assigned_user: 5 });
    const body = orderPatchBody(order, { status: 'out-for-delivery' });
    expect(body).toEqual({ ...makeOrder({ assigned_user: 5 }), status: 'out-for-delivery' });
    expect(body).not.toHaveProperty('history');
    expect(body).not.toHaveProperty('price_lines');
    expect(orderPatchBody(order, { assigned_user: 6 })).toMatchObject({
      id: 101,
      status: 'assigned',
      assigned_user: 6,
    });
  });
});
