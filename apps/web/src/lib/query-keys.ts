/**
 * TanStack Query keys of the data more than one feature reads or changes (a feature's own keys are in its
 * `query-keys.ts`). Two screens that show the same data read it under the same key, so one cache serves both
 * and one invalidation refreshes both. No key is written inline.
 */

/** The order list and the order detail change each other's data: every order mutation invalidates `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (path: string, query: Readonly<Record<string, unknown>>) =>
    [...orderKeys.lists(), path, query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  files: (id: number) => [...orderKeys.all, 'files', id] as const,
  /** The production board (every column, or one column from an offset). */
  production: (query: Readonly<Record<string, unknown>>) => [...orderKeys.all, 'production', query] as const,
  /** A page of an order file drawn as an image `width` pixels wide. */
  page: (fileId: number, page: number, width: number) =>
    [...orderKeys.all, 'page', fileId, page, width] as const,
};

export interface VoucherListFilter {
  client_id?: number;
  /** A voucher info id (the ?id= of /vouchers). */
  id?: number;
}

/** The vouchers screens, and the client companies' 'Show Vouchers' (a client's list). */
export const voucherKeys = {
  all: ['vouchers'] as const,
  lists: () => [...voucherKeys.all, 'list'] as const,
  list: ({ client_id, id }: VoucherListFilter = {}) =>
    [...voucherKeys.lists(), { client_id: client_id ?? null, id: id ?? null }] as const,
  /** A page of code rows (GET /api/get-voucher/?limit=…). */
  codes: (query: Readonly<Record<string, unknown>>) => [...voucherKeys.all, 'codes', query] as const,
  image: (src: string) => [...voucherKeys.all, 'image', src] as const,
};

/** The client companies screen, and the client select of the voucher and upload dialogs. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  page: (query: Readonly<Record<string, unknown>>) => [...clientKeys.lists(), 'page', query] as const,
};

/** The staff users screen, and the order screens' assignment select: a change there refreshes both. */
export const staffUserKeys = {
  all: ['staff-users'] as const,
  list: () => [...staffUserKeys.all, 'list'] as const,
  page: (query: Record<string, unknown>) => [...staffUserKeys.all, 'page', query] as const,
  /** The order screens' assignment select. */
  options: () => [...staffUserKeys.all, 'options'] as const,
  orders: (staffUserId: number, ...more: readonly unknown[]) =>
    [...staffUserKeys.all, 'orders', staffUserId, ...more] as const,
};

/** The User Subscription Plans screen, and the plans on a customer's detail screen. */
export const userPlanKeys = {
  all: ['user-subscription-plans'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...userPlanKeys.all, 'list', query] as const,
};
