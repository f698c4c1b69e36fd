/** Word for word (including 'Occured'). */
export const REFERRALS_LOAD_FAILED_TEXT = 'Error Occured while getting referrals';
export const MARKED_FULFILLED_TEXT = 'Marked as Fulfilled';
export const MARK_FAILED_TEXT = 'Error Occured while marking fulfilled';
export const MARK_CONFIRM_TITLE = 'Do you want to Mark this user as Fulfilled ?';
export const MARK_CONFIRM_LABEL = 'Yes, Mark';
export const NO_CLAIMS_TEXT = 'No claims so far';
export const LOADING_TEXT = 'Loading...';
/** Not in the specification: the empty list. */
export const NO_REFERRERS_TEXT = 'No referrals yet';

export const markButtonLabel = ({ isEligible }: { isEligible: boolean }): string =>
  isEligible ? 'Marked As Fulfilled' : 'Mark As Fulfilled';
