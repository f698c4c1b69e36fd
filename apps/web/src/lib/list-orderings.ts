import { LIST_ORDERING_FIELDS } from '@printhub/contract';

/**
 * The fields each list's headers sort by (`?ordering=field` or `-field`): the contract's map of every list,
 * so that a header is sortable exactly when the API sorts by it.
 */
export const LIST_ORDERINGS = LIST_ORDERING_FIELDS;
