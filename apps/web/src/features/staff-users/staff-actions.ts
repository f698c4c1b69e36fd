import type { TStaffUser } from '@printhub/contract';

export type StaffAction = 'Deactivate' | 'Reactivate';

/** An active staff user can be deactivated; a deactivated one reactivated. */
export const staffActionLabel = (user: Pick<TStaffUser, 'is_active'>): StaffAction =>
  user.is_active ? 'Deactivate' : 'Reactivate';

export const staffStatusLabel = (user: Pick<TStaffUser, 'is_active'>): 'Active' | 'Deactivated' =>
  user.is_active ? 'Active' : 'Deactivated';

/** The confirmation's title and text for the row action. */
export function staffActionConfirmation(user: Pick<TStaffUser, 'is_active' | 'full_name'>): {
  title: string;
  message: string;
} {
  return user.is_active
    ? {
        title: `Deactivate ${user.full_name}?`,
        message:
          'They are signed out everywhere at once and cannot sign in again until they are reactivated.',
      }
    : {
        title: `Reactivate ${user.full_name}?`,
        message: 'They can sign in again with their existing password.',
      };
}
