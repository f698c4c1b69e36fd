export const couponKeys = {
  all: ['coupons'] as const,
  /** Every page of the list without a query (a change refreshes them all). */
  list: (query?: Record<string, unknown>) =>
    query ? ([...couponKeys.all, 'list', query] as const) : ([...couponKeys.all, 'list'] as const),
};
