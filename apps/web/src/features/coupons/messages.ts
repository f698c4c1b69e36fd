/** Word for word (including 'Occured' and the trailing space of the save failure). */
export const COUPONS_LOAD_FAILED_TEXT = 'Error Occured while getting coupons';
export const COUPON_SAVE_FAILED_TEXT = 'Error Occured while creating coupon ';
export const COUPON_UPDATED_TEXT = 'Coupon Updated';
export const COUPON_DELETED_TEXT = 'Coupon Deleted';
/** (sic): a failed delete reads like a failed create, without the trailing space. */
export const COUPON_DELETE_FAILED_TEXT = 'Error Occured while creating coupon';
export const DELETE_CONFIRM_TITLE = 'Do you want to delete this Coupon :';
export const DELETE_CONFIRM_LABEL = 'Yes, Delete';
/** Not in the specification. */
export const COUPON_CREATED_TEXT = 'Coupon Created';
export const NO_COUPONS_TEXT = 'No coupons yet';
export const NO_MATCHING_COUPONS_TEXT = 'No coupons match these filters';
