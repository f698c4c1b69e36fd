/**
 * The vouchers feature reads the same two lists (its client select, its voucher list) under the same keys,
 * so one cache serves both screens and an invalidation here refreshes both.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
};

export const clientVoucherKeys = {
  all: ['vouchers'] as const,
  list: (clientId: number) => [...clientVoucherKeys.all, 'list', { client_id: clientId, id: null }] as const,
};
