import { z } from 'zod';

import { ZClient, type TClient, type TClientAddress } from '@printhub/contract';

import { decodeBase64Json, encodeBase64Json } from '@/components/vouchers-shared';

import { CLIENT_COMPANIES_PATH } from './list-state';

/** EDIT goes to /client_companies/edit?companyInfo=<base64 of the client's JSON>. */
export const clientEditPath = (client: TClient): string =>
  `${CLIENT_COMPANIES_PATH}/edit?${new URLSearchParams({ companyInfo: encodeBase64Json(client) }).toString()}`;

/** The link is editable by hand: only a readable client is accepted (a missing vouchers list is fine). */
const ZCompanyInfo = ZClient.extend({
  potential: z.string().catch(''),
  vouchers: z.array(z.number().int()).catch([]),
});

/** The client a companyInfo parameter holds, or null when it is missing or unreadable. */
export function decodeCompanyInfo(text: string | null | undefined): TClient | null {
  const parsed = ZCompanyInfo.safeParse(decodeBase64Json(text));
  return parsed.success ? parsed.data : null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The address JSON string's four parts; a part that cannot be read is left empty. */
export function parseAddress(address: string): TClientAddress {
  let value: unknown;
  try {
    value = JSON.parse(address);
  } catch {
    value = null;
  }
  const parts = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    city: text(parts.city),
    state: text(parts.state),
    country: text(parts.country),
    pincode: text(parts.pincode),
  };
}
