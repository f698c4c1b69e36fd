/** The orders feature's own keys (the order data the lists and the detail share is in lib/query-keys.ts). */
export const counterKeys = {
  /** The counter's customer search, by the text typed. */
  customerSearch: (query: string) => ['counter', 'customer-search', query] as const,
};
