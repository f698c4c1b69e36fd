/** The customer list and a customer's detail share the root, so a coin adjustment refreshes both. */
export const customerKeys = {
  all: ['users'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...customerKeys.lists(), query] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  coins: (id: number) => [...customerKeys.all, 'coins', id] as const,
  timeline: (id: number, query: Readonly<Record<string, unknown>>) =>
    [...customerKeys.all, 'timeline', id, query] as const,
};
