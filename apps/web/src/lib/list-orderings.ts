import { ORDER_ORDERING_FIELDS } from '@printhub/contract';

/**
 * The fields each list's headers sort by (`?ordering=field` or `-field`), as the contract allows them, one
 * place for every list so that a header is sortable exactly when the API sorts by it.
 */
export const LIST_ORDERINGS = {
  users: ['first_name', 'email', 'mobile', 'coin_balance', 'created_at'],
  orders: ORDER_ORDERING_FIELDS,
  qrCodes: ['company', 'code', 'generated_date', 'validity', 'value', 'count', 'is_active'],
} as const satisfies Record<string, readonly string[]>;
