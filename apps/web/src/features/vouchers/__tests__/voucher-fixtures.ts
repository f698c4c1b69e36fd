import type { TClient, TVoucherInfo } from '@printhub/contract';

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

/** Shuffled: the screen sorts newest created_on first. */
export const VOUCHERS: TVoucherInfo[] = [
  voucherInfo(),
  voucherInfo({
    id: 13,
    voucher_detail: 'Mug',
    cost: 75,
    is_single: true,
    expiry_date: '2099-06-30T00:00:00.000Z',
    created_on: '2024-02-01T10:00:00.000Z',
    image: '/api/vouchers/13/image',
    vouchers: [{ voucher_code: 'ACME-X', is_assigned: false, is_active: true }],
  }),
  voucherInfo({
    id: 12,
    client: 2,
    client_name: 'Bolt Media',
    voucher_detail: '50% off a poster',
    cost: 50,
    is_single: true,
    expiry_date: '2099-03-31T00:00:00.000Z',
    created_on: '2024-05-01T10:00:00.000Z',
    vouchers: [{ voucher_code: 'BOLT50', is_assigned: false, is_active: true }],
  }),
];

const client = (id: number, name: string): TClient => ({
  id,
  name,
  contact: 9876543210,
  potential: '',
  joined_on: '2024-01-05T10:00:00.000Z',
  is_advertisible: false,
  client_type: 1,
  address: '{"city":"Pune","state":"MH","country":"India","pincode":"411001"}',
  vouchers: [],
});

export const CLIENTS: TClient[] = [client(2, 'Bolt Media'), client(1, 'Acme Prints')];
