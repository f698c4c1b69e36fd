export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...notificationKeys.lists(), query] as const,
  detail: (id: number) => [...notificationKeys.all, 'detail', id] as const,
  templates: () => [...notificationKeys.all, 'templates'] as const,
  /** The preview of an event's template as it is being written (subject and body). */
  preview: (event: string, draft: Readonly<Record<string, unknown>>) =>
    [...notificationKeys.all, 'preview', event, draft] as const,
};
