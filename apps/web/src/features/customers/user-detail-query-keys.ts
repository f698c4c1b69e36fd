import type { TUserSubscriptionPlanQuery } from '@printhub/contract';

/**
 * Under the customers' root key (`['users']`, as in the Users screen): invalidating it after a coin
 * adjustment refreshes this user and the balances in the list. Subscription plans use the root of the
 * User Subscription Plans screen.
 */
export const userDetailKeys = {
  users: ['users'] as const,
  user: (id: number) => ['users', 'detail', id] as const,
  coins: (id: number) => ['users', 'coins', id] as const,
  plans: (query: TUserSubscriptionPlanQuery) => ['user-subscription-plans', 'list', { ...query }] as const,
};
