import type { TClient } from '@printhub/contract';

export const NO_RECORDS_TEXT = 'No Records found';
export const NO_VOUCHERS_TEXT = 'This client has no vouchers!';
export const CLIENT_COMPANIES_PATH = '/client_companies';
export const CREATE_CLIENT_PATH = '/client_companies/create';

/** Is Advertisable reads YES or NO. */
export const advertisableLabel = (client: Pick<TClient, 'is_advertisible'>): 'YES' | 'NO' =>
  client.is_advertisible ? 'YES' : 'NO';

const time = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The rows shown: the search (name or contact, case-insensitive), newest joined_on first (the
 * API already sorts, this keeps the order whatever it sends).
 */
export function visibleClients(list: readonly TClient[], q: string): TClient[] {
  const needle = q.trim().toLowerCase();
  return list
    .filter(
      (client) =>
        !needle || client.name.toLowerCase().includes(needle) || String(client.contact).includes(needle),
    )
    .sort((a, b) => time(b.joined_on) - time(a.joined_on));
}

export const companiesText = (n: number): string => `${n} ${n === 1 ? 'company' : 'companies'}`;
