export const referralKeys = {
  all: ['referrals'] as const,
  /** The referrer list, every loaded page of it (one infinite query). */
  stats: () => [...referralKeys.all, 'stats'] as const,
};
