import type { TQrCode } from '@printhub/contract';

export const qr = (overrides: Partial<TQrCode> = {}): TQrCode => ({
  id: 1,
  code: '123',
  company: 'Acme Prints',
  value: 50,
  validity: '2099-12-31T00:00:00.000Z',
  generated_date: '2024-03-05T10:20:30.000Z',
  count: 120,
  is_active: true,
  redirection_url: 'https://example.com/offer',
  image: null,
  ...overrides,
});

/** Oldest first on purpose: the screen shows the newest generated_date first. */
export const QR_LIST: TQrCode[] = [
  qr({ id: 1, code: '123', company: 'Acme Prints', generated_date: '2024-01-05T08:00:00.000Z' }),
  qr({
    id: 2,
    code: 'AB12',
    company: 'Bolt Media',
    is_active: false,
    generated_date: '2024-02-10T09:00:00.000Z',
    validity: '2099-06-30T00:00:00.000Z',
  }),
  qr({
    id: 3,
    code: '777',
    company: 'Cafe Zed',
    generated_date: '2024-03-15T10:00:00.000Z',
    redirection_url: '',
    image: '/api/qr-codes/3/image',
  }),
];
