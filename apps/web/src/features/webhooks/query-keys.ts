export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number, page?: Record<string, unknown>) =>
    page
      ? ([...webhookKeys.all, 'deliveries', id, page] as const)
      : ([...webhookKeys.all, 'deliveries', id] as const),
};
