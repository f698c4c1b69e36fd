export const qrKeys = {
  all: ['qr-codes'] as const,
  lists: () => [...qrKeys.all, 'list'] as const,
  /** `id` is the optional ?id= filter of the screen. */
  list: (id?: number) => [...qrKeys.lists(), { id: id ?? null }] as const,
  image: (id: number) => [...qrKeys.all, 'image', id] as const,
  scans: (id: number) => [...qrKeys.all, 'scans', id] as const,
};
