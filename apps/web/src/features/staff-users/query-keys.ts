/** Under the root the order screens use for their assignment select, so a change there refreshes too. */
export const staffUserKeys = {
  all: ['staff-users'] as const,
  list: () => [...staffUserKeys.all, 'list'] as const,
  page: (query: Record<string, unknown>) => [...staffUserKeys.all, 'page', query] as const,
};
