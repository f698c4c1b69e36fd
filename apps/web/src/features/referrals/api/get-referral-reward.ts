import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, CONFIGURATION_DEFAULTS, ZConfigurationList } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { referralKeys } from '../query-keys';

/** GET /api/configurations: the coins a referrer is paid per fulfilled claim (referral_reward_coins). */
export async function getReferralReward(): Promise<number> {
  const settings = await api.get(API.configurations, { schema: ZConfigurationList });
  const value = settings.find((setting) => setting.key === 'referral_reward_coins')?.value;
  return typeof value === 'number' ? value : CONFIGURATION_DEFAULTS.referral_reward_coins;
}

export const referralRewardQueryOptions = () =>
  queryOptions({ queryKey: [...referralKeys.all, 'reward'], queryFn: getReferralReward });

/** The reward per claim, asked for again each time the fulfil dialog opens (the setting may change). */
export const useReferralReward = (enabled: boolean) => useQuery({ ...referralRewardQueryOptions(), enabled });
