export const referralKeys = {
  all: ['referrals'] as const,
  /** The referrer list, every loaded page of it (one infinite query). */
  stats: () => [...referralKeys.all, 'stats'] as const,
  /** The list for one search, sort and filter. */
  statsFor: (query: Readonly<Record<string, unknown>>) => [...referralKeys.stats(), query] as const,
};
