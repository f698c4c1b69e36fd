import {
  NEXT_STATUS,
  ORDER_STATUS_LABELS,
  type TOrderStatus,
  type TUpdateOrderRequest,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';

export type OrderState = { status: TOrderStatus; assignedUser: number | null };
export type Actor = { id: number; isSuperuser: boolean };

const label = (s: TOrderStatus) => ORDER_STATUS_LABELS[s];

/**
 * The order workflow of docs/domain.md as one pure function: the state an update leads to, or an AppError
 * naming the field that makes the move impossible. Super admins may set any status and (re)assign; staff
 * move their own orders one step forward and never reassign. Every status but 'confirmed' and 'cancelled'
 * needs an assignee. Only a super admin cancels, and only an order not yet delivered; a cancelled order is
 * final: nothing moves it, assigns it or changes it again.
 */
export function decideOrderChange(
  current: OrderState,
  req: Omit<TUpdateOrderRequest, 'id'>,
  actor: Actor,
): OrderState {
  if (current.status === 'cancelled') return decideForCancelled(current, req);
  if (req.status === 'cancelled') return decideCancel(current, req, actor);
  return actor.isSuperuser ? decideForSuperAdmin(current, req) : decideForStaff(current, req);
}

function decideForCancelled(current: OrderState, req: Omit<TUpdateOrderRequest, 'id'>): OrderState {
  if (req.status === 'cancelled') throw AppError.field('status', 'This order is already cancelled');
  if (req.status !== undefined)
    throw AppError.field('status', 'A cancelled order is final: it cannot move to another status');
  if (req.assigned_user !== undefined && req.assigned_user !== current.assignedUser)
    throw AppError.field('assigned_user', 'A cancelled order is final: it is not assigned again');
  return current;
}

function decideCancel(current: OrderState, req: Omit<TUpdateOrderRequest, 'id'>, actor: Actor): OrderState {
  if (!actor.isSuperuser) throw new AppError('FORBIDDEN', 'Only a super admin can cancel an order');
  if (current.status === 'delivered') throw AppError.field('status', 'A delivered order cannot be cancelled');
  if (req.assigned_user !== undefined && req.assigned_user !== current.assignedUser)
    throw AppError.field('assigned_user', 'An order is not reassigned while it is cancelled');
  // The assignee stays on record: who had the order when it was cancelled.
  return { status: 'cancelled', assignedUser: current.assignedUser };
}

function decideForSuperAdmin(current: OrderState, req: Omit<TUpdateOrderRequest, 'id'>): OrderState {
  let assignedUser = req.assigned_user !== undefined ? req.assigned_user : current.assignedUser;
  let status = req.status ?? current.status;
  // The web app sends the whole order, so an unchanged status is "no status change".
  const statusChanged = status !== current.status;
  // Assigning an unassigned order is the confirmed → assigned step.
  if (!statusChanged && assignedUser !== null && current.status === 'confirmed') status = 'assigned';

  if (status === 'confirmed') {
    if (req.assigned_user != null && req.assigned_user !== current.assignedUser) {
      throw AppError.field(
        'assigned_user',
        'A confirmed order has no assignee: choose the Assigned status to assign it',
      );
    }
    assignedUser = null;
  } else if (assignedUser === null) {
    throw AppError.field('assigned_user', `Assign a staff user before moving the order to ${label(status)}`);
  }
  return { status, assignedUser };
}

function decideForStaff(current: OrderState, req: Omit<TUpdateOrderRequest, 'id'>): OrderState {
  if (req.assigned_user !== undefined && req.assigned_user !== current.assignedUser) {
    throw AppError.field('assigned_user', 'Only a super admin can assign orders');
  }
  if (req.status === undefined || req.status === current.status) return current;
  const next = NEXT_STATUS[current.status];
  if (current.status === 'confirmed' || next === null) {
    throw AppError.field('status', `A ${label(current.status)} order cannot be moved further by staff`);
  }
  if (req.status !== next) throw AppError.field('status', `This order can only move to ${label(next)}`);
  return { status: next, assignedUser: current.assignedUser };
}

export function isSameState(a: OrderState, b: OrderState): boolean {
  return a.status === b.status && a.assignedUser === b.assignedUser;
}
