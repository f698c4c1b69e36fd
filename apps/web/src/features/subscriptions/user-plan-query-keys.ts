/** The same root as the user detail screen's plans, so either screen's data can be refreshed together. */
export const userPlanKeys = {
  all: ['user-subscription-plans'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...userPlanKeys.all, 'list', query] as const,
};
