import { z } from 'zod';

import { ZErrorResponse, ZValidationErrorResponse } from '@printhub/contract';

/** An error body is exactly one of the two error shapes, nothing else. */
export const ZAnyError = z.union([
  z.strictObject(ZValidationErrorResponse.shape),
  z.strictObject(ZErrorResponse.shape),
]);
