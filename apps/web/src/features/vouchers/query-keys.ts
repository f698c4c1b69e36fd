export interface VoucherListFilter {
  client_id?: number;
  /** A voucher info id (the ?id= of /vouchers). */
  id?: number;
}

/**
 * The client companies feature reads the same lists under the same keys (its 'Show Vouchers' and its list
 * of clients), so one cache serves both screens and an invalidation here refreshes both.
 */
export const voucherKeys = {
  all: ['vouchers'] as const,
  lists: () => [...voucherKeys.all, 'list'] as const,
  list: ({ client_id, id }: VoucherListFilter = {}) =>
    [...voucherKeys.lists(), { client_id: client_id ?? null, id: id ?? null }] as const,
  image: (src: string) => [...voucherKeys.all, 'image', src] as const,
};

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
};
