import { dateRangeListQuery, parseDateRangeParams, type DateRangeListQuery } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';

import type { TClient } from '@printhub/contract';

export const NO_RECORDS_TEXT = 'No Records found';
export const NO_VOUCHERS_TEXT = 'This client has no vouchers!';
export const CLIENT_COMPANIES_PATH = '/client_companies';
export const CREATE_CLIENT_PATH = '/client_companies/create';

/** Is Advertisable reads YES or NO. */
export const advertisableLabel = (client: Pick<TClient, 'is_advertisible'>): 'YES' | 'NO' =>
  client.is_advertisible ? 'YES' : 'NO';

export const companiesText = (n: number): string => `${n} ${n === 1 ? 'company' : 'companies'}`;

/**
 * Client companies are listed 10 at a time (the lists' default page size), newest joined first unless a
 * header sorts them.
 */
export const CLIENT_LIST_VIEW = { orderingFields: LIST_ORDERINGS.clients };

/** The clients' filter: who joined in a date range (`?from_date=&to_date=`). */
export const parseClientFilters = parseDateRangeParams;

/** The API's query for a view: paging, ordering, `query` (the name) and the joined dates. */
export const clientListQuery = dateRangeListQuery;

export type ClientListQuery = DateRangeListQuery;
