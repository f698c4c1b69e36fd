export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...leadKeys.lists(), query] as const,
};
