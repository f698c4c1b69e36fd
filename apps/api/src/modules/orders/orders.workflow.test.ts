import { describe, expect, it } from 'vitest';

import { AppError } from '../../lib/app-error';
import { decideOrderChange, type OrderState } from './orders.workflow.service';

const admin = { id: 1, isSuperuser: true };
const staff = { id: 7, isSuperuser: false };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.fieldErrors[0]?.context.key;
    throw err;
  }
  return undefined;
}

describe('decideOrderChange for a super admin', () => {
  const confirmed: OrderState = { status: 'confirmed', assignedUser: null };

  it('assigning a confirmed order moves it to assigned, also when the unchanged status is sent along', () => {
    expect(decideOrderChange(confirmed, { assigned_user: 7 }, admin)).toEqual({
      status: 'assigned',
      assignedUser: 7,
    });
    expect(decideOrderChange(confirmed, { assigned_user: 7, status: 'confirmed' }, admin)).toEqual({
      status: 'assigned',
      assignedUser: 7,
    });
  });

  it('may set any status, but every status other than confirmed needs an assignee', () => {
    expect(
      decideOrderChange({ status: 'assigned', assignedUser: 7 }, { status: 'delivered' }, admin),
    ).toEqual({
      status: 'delivered',
      assignedUser: 7,
    });
    expect(fieldOf(() => decideOrderChange(confirmed, { status: 'out-for-delivery' }, admin))).toBe(
      'assigned_user',
    );
    expect(
      fieldOf(() =>
        decideOrderChange({ status: 'assigned', assignedUser: 7 }, { assigned_user: null }, admin),
      ),
    ).toBe('assigned_user');
  });

  it('moving back to confirmed clears the assignee; assigning while confirming is refused', () => {
    expect(
      decideOrderChange({ status: 'delivered', assignedUser: 7 }, { status: 'confirmed' }, admin),
    ).toEqual(confirmed);
    expect(
      fieldOf(() =>
        decideOrderChange(
          { status: 'delivered', assignedUser: 7 },
          { status: 'confirmed', assigned_user: 9 },
          admin,
        ),
      ),
    ).toBe('assigned_user');
  });

  it('re-assigns without changing the status', () => {
    expect(
      decideOrderChange({ status: 'out-for-delivery', assignedUser: 7 }, { assigned_user: 9 }, admin),
    ).toEqual({
      status: 'out-for-delivery',
      assignedUser: 9,
    });
  });
});

describe('decideOrderChange for staff', () => {
  it('moves one step forward only', () => {
    expect(
      decideOrderChange({ status: 'assigned', assignedUser: 7 }, { status: 'out-for-delivery' }, staff),
    ).toEqual({
      status: 'out-for-delivery',
      assignedUser: 7,
    });
    expect(
      decideOrderChange({ status: 'out-for-delivery', assignedUser: 7 }, { status: 'delivered' }, staff),
    ).toEqual({
      status: 'delivered',
      assignedUser: 7,
    });
    for (const [from, to] of [
      ['assigned', 'delivered'],
      ['out-for-delivery', 'assigned'],
      ['delivered', 'confirmed'],
      ['delivered', 'out-for-delivery'],
      ['assigned', 'confirmed'],
    ] as const) {
      expect(
        fieldOf(() => decideOrderChange({ status: from, assignedUser: 7 }, { status: to }, staff)),
        `${from}→${to}`,
      ).toBe('status');
    }
  });

  it('never reassigns, but the unchanged assignee of the whole order object is fine', () => {
    expect(
      fieldOf(() => decideOrderChange({ status: 'assigned', assignedUser: 7 }, { assigned_user: 9 }, staff)),
    ).toBe('assigned_user');
    expect(
      decideOrderChange(
        { status: 'assigned', assignedUser: 7 },
        { assigned_user: 7, status: 'assigned' },
        staff,
      ),
    ).toEqual({ status: 'assigned', assignedUser: 7 });
  });
});
