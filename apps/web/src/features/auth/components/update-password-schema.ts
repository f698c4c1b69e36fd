import { ZLoginRequest, ZUpdatePasswordRequest } from '@printhub/contract';

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';

/**
 * UI only: the contract's request plus a "confirm" field that must repeat the new password. The confirm
 * field never leaves the browser, so it does not belong in the contract.
 */
export const ZUpdatePasswordForm = ZUpdatePasswordRequest.safeExtend({
  confirm_password: ZLoginRequest.shape.password,
}).refine((v) => v.confirm_password === v.new_password, {
  error: PASSWORDS_DIFFER_MESSAGE,
  path: ['confirm_password'],
});
