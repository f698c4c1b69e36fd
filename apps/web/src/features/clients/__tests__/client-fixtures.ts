import type { TClient, TVoucherInfo } from '@printhub/contract';

export const client = (overrides: Partial<TClient> = {}): TClient => ({
  id: 1,
  name: 'Acme Prints',
  contact: 9876543210,
  potential: 'High',
  joined_on: '2024-01-05T10:00:00.000Z',
  is_advertisible: true,
  client_type: 2,
  address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
  vouchers: [11],
  ...overrides,
});

/** API order is newest first; the fixtures are shuffled to show the screen sorts too. */
export const CLIENTS: TClient[] = [
  client(),
  client({
    id: 3,
    name: 'Café Zoë 日本',
    contact: 9123456789,
    potential: '',
    joined_on: '2024-03-15T08:30:00.000Z',
    is_advertisible: false,
    vouchers: [],
  }),
  client({
    id: 2,
    name: 'Bolt Media',
    contact: 9000011111,
    potential: 'Low',
    joined_on: '2024-02-10T09:00:00.000Z',
  }),
];

export const voucherInfo = (overrides: Partial<TVoucherInfo> = {}): TVoucherInfo => ({
  id: 11,
  client: 1,
  client_name: 'Acme Prints',
  voucher_detail: 'Free coffee',
  cost: 20,
  expiry_date: '2099-12-31T00:00:00.000Z',
  image: null,
  is_single: false,
  created_on: '2024-04-01T10:00:00.000Z',
  vouchers: [
    { voucher_code: 'AC1', is_assigned: false, is_active: true },
    { voucher_code: 'AC2', is_assigned: true, is_active: true },
  ],
  ...overrides,
});
