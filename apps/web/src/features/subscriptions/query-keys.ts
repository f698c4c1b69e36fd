export const planKeys = {
  all: ['subscription-plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
};
