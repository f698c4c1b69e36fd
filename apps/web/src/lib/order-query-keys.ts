/**
 * TanStack Query keys of the order screens. Shared because the order list and the order detail are two
 * features that change each other's data: every order mutation invalidates `orderKeys.all`.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (path: string, query: Readonly<Record<string, unknown>>) =>
    [...orderKeys.lists(), path, query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  files: (id: number) => [...orderKeys.all, 'files', id] as const,
};
