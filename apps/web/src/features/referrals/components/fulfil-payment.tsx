import { formatInteger } from '@printhub/contract';

import type { TReferrerRecord } from '@printhub/contract';

const claims = (n: number) => `${formatInteger(n)} ${n === 1 ? 'claim' : 'claims'}`;

/** What marking a referrer fulfilled pays: every remaining claim, at the reward per claim, in coins. */
export const fulfilPaymentText = (remaining: number, reward: number | undefined): string =>
  reward === undefined
    ? `Pays ${claims(remaining)} in coins.`
    : `Pays ${formatInteger(remaining * reward)} coins: ${claims(remaining)} × ${formatInteger(reward)} coins.`;

/** The fulfil dialog's message: the referrer's name, and what they will be paid. */
export function FulfilPayment({ referrer, reward }: { referrer: TReferrerRecord; reward?: number }) {
  return (
    <>
      {referrer.name}
      <br /> {fulfilPaymentText(referrer.remaining, reward)}
    </>
  );
}
