import { describe, expect, it } from 'vitest';

import { allowedStatusMoves } from '../status-moves';

describe('allowedStatusMoves', () => {
  it('gives staff only the next step (NEXT_STATUS)', () => {
    expect(allowedStatusMoves(false, 'confirmed')).toEqual(['assigned']);
    expect(allowedStatusMoves(false, 'assigned')).toEqual(['out-for-delivery']);
    expect(allowedStatusMoves(false, 'out-for-delivery')).toEqual(['delivered']);
    expect(allowedStatusMoves(false, 'delivered')).toEqual([]);
  });

  it('gives a super admin every other status, backwards too', () => {
    expect(allowedStatusMoves(true, 'assigned')).toEqual(['confirmed', 'out-for-delivery', 'delivered']);
    expect(allowedStatusMoves(true, 'delivered')).toEqual(['confirmed', 'assigned', 'out-for-delivery']);
  });
});
