/**
 * Query keys of the customer screens. The user detail screen uses the same root (`['users']`), so a coin
 * adjustment there refreshes the balances shown in this list too.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...userKeys.lists(), query] as const,
};
