import { shopDay, type Clock } from '../../lib/clock';

import type { Rng } from './factories';

const HOUR = 3_600_000;

/**
 * The due date and rush of the `n`-th open demo order (not yet delivered), spread around `now` in the shop's
 * days so that the dashboards' due today and overdue and the lists' `due` filter have something to show: of
 * every ten, three are late, two due today, one due tomorrow and four due in the days after; one in eight is a
 * rush order.
 */
export function openOrderDue(rng: Rng, n: number, clock: Clock): { dueAt: Date; rush: boolean } {
  const now = clock.now().getTime();
  const within = ({ from, until }: { from: Date; until: Date }) =>
    new Date(from.getTime() + rng.next() * (until.getTime() - from.getTime() - 60_000));
  const slot = n % 10;
  const dueAt =
    slot < 3
      ? new Date(now - (1 + rng.next() * 95) * HOUR)
      : slot < 5
        ? within(shopDay(clock, 0))
        : slot < 6
          ? within(shopDay(clock, 1))
          : within(shopDay(clock, 2 + (slot - 6)));
  return { dueAt, rush: n % 8 === 0 };
}
