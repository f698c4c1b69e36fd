export const planKeys = {
  all: ['subscription-plans'] as const,
  list: (query: Record<string, unknown>) => [...planKeys.all, 'list', query] as const,
};
