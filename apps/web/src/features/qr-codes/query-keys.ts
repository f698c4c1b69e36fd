export const qrKeys = {
  all: ['qr-codes'] as const,
  lists: () => [...qrKeys.all, 'list'] as const,
  /** One page of the list: its query (paging, sort, filters, the optional ?id=). */
  list: (query: object) => [...qrKeys.lists(), query] as const,
  image: (id: number) => [...qrKeys.all, 'image', id] as const,
  scans: (id: number) => [...qrKeys.all, 'scans', id] as const,
};
