import { hasExpired, QR_FILTERS, type TQrCode, type TQrFilter } from '@printhub/contract';

import { LIST_ORDERINGS } from '@/lib/list-orderings';
import {
  listViewQuery,
  parseChoiceParam,
  parseDateParam,
  parseListView,
  updateListParams,
  type ListFilterValue,
  type ListParamsPatch,
  type ListView,
} from '@/lib/list-params';

/**
 * The dropdown reads Active QRs, Inactive QRs, All QRs (and Expired QRs); the default is all. Each code is in
 * one of the three, as the list marks it: expired once its validity is over, else active or inactive.
 */
export const QR_FILTER_OPTIONS: readonly TQrFilter[] = ['active', 'inactive', 'expired', 'all'];
export const QR_FILTER_LABELS: Record<TQrFilter, string> = {
  active: 'Active QRs',
  inactive: 'Inactive QRs',
  expired: 'Expired QRs',
  all: 'All QRs',
};

/** Where a code belongs among the filters (what its Is Active column shows). */
export const qrStateOf = (qr: Pick<TQrCode, 'is_active' | 'validity'>, now = new Date()): TQrFilter =>
  hasExpired(qr.validity, now) ? 'expired' : qr.is_active ? 'active' : 'inactive';

export const NO_QR_CODES_TEXT = 'No Records found';

/** The list's view in the URL: `?id=5&q=acme&filter=active&from=…&to=…&ordering=-value&page=2&page_size=25`. */
export interface QrListState extends ListView {
  /** ?id=N: only that QR code (sent to the API). */
  id?: number;
  filter: TQrFilter;
  /** The generated dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

export const QR_LIST_VIEW = { orderingFields: LIST_ORDERINGS.qrCodes };

export function parseQrListState(params: URLSearchParams): QrListState {
  const id = Number(params.get('id'));
  return {
    ...parseListView(params, QR_LIST_VIEW),
    ...(Number.isInteger(id) && id > 0 ? { id } : {}),
    filter: parseChoiceParam(params, 'filter', QR_FILTERS) ?? 'all',
    from: parseDateParam(params, 'from'),
    to: parseDateParam(params, 'to'),
  };
}

export interface QrListPatch extends ListParamsPatch {
  filter?: TQrFilter;
  from?: string | null;
  to?: string | null;
  id?: null;
}

/** A new filter, search, sort or page size starts again at page 1; 'all' is no parameter. */
export function updateQrListState(
  previous: URLSearchParams,
  { filter, from, to, id, ...patch }: QrListPatch,
): URLSearchParams {
  const filters: Record<string, ListFilterValue> = {};
  if (filter !== undefined) filters.filter = filter === 'all' ? null : filter;
  if (from !== undefined) filters.from = from;
  if (to !== undefined) filters.to = to;
  if (id === null) filters.id = null;
  return updateListParams(previous, { ...patch, filters });
}

/** GET /api/get-qr-codes/ for a page: the filter as `state`, the generated dates as from_date/to_date. */
export function qrListQuery({ id, filter, from, to, ...view }: QrListState) {
  return {
    ...listViewQuery(view),
    ...(id === undefined ? {} : { id }),
    ...(filter === 'all' ? {} : { state: filter }),
    ...(from ? { from_date: from } : {}),
    ...(to ? { to_date: to } : {}),
  };
}

export type QrToggleLabel = 'Activate QR' | 'Deactivate QR' | 'Activate/Deactivate';

/** With exactly one selected, what the button will do to it; otherwise the neutral label. */
export function toggleActiveLabel(selected: readonly Pick<TQrCode, 'is_active'>[]): QrToggleLabel {
  if (selected.length !== 1) return 'Activate/Deactivate';
  return selected[0]!.is_active ? 'Deactivate QR' : 'Activate QR';
}

/** What a QR image encodes (the public scan route): `{public_url}/?qr_code={code}`. */
export function qrScanUrl(publicUrl: string, code: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return `${base}?qr_code=${encodeURIComponent(code)}`;
}

/** The single download is qrcode-{index}.png; the index is the row's position, from 1. */
export const qrPngFileName = (index: number): string => `qrcode-${index}.png`;
