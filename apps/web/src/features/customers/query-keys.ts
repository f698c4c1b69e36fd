/**
 * Query keys of the customer screens. The list and the detail share the root `['users']`, so a coin
 * adjustment on the detail screen refreshes the balances shown in the list too.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  coins: (id: number) => [...userKeys.all, 'coins', id] as const,
};
