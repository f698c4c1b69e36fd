import { hasExpired, QR_FILTERS, type TQrCode, type TQrFilter } from '@printhub/contract';

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

export interface QrListState {
  /** ?id=N: only that QR code (sent to the API). */
  id?: number;
  q: string;
  filter: TQrFilter;
}

const isFilter = (value: string | null): value is TQrFilter =>
  (QR_FILTERS as readonly string[]).includes(value ?? '');

/** `?id=5&q=acme&filter=active`: the list state lives in the URL. */
export function parseQrListState(params: URLSearchParams): QrListState {
  const id = Number(params.get('id'));
  const filter = params.get('filter');
  return {
    ...(Number.isInteger(id) && id > 0 ? { id } : {}),
    q: (params.get('q') ?? '').trim(),
    filter: isFilter(filter) ? filter : 'all',
  };
}

export function updateQrListState(
  previous: URLSearchParams,
  patch: { q?: string; filter?: TQrFilter; id?: null },
): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (patch.q !== undefined) {
    if (patch.q) next.set('q', patch.q);
    else next.delete('q');
  }
  if (patch.filter !== undefined) {
    if (patch.filter === 'all') next.delete('filter');
    else next.set('filter', patch.filter);
  }
  if (patch.id === null) next.delete('id');
  return next;
}

const time = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The rows shown: the filter, then the search (company or code, case-insensitive), newest generated_date
 * first (the API already sorts; this keeps the order whatever it sends).
 */
export function visibleQrCodes(list: readonly TQrCode[], { q, filter }: QrListState): TQrCode[] {
  const needle = q.trim().toLowerCase();
  return list
    .filter((qr) => filter === 'all' || qrStateOf(qr) === filter)
    .filter(
      (qr) => !needle || qr.company.toLowerCase().includes(needle) || qr.code.toLowerCase().includes(needle),
    )
    .sort((a, b) => time(b.generated_date) - time(a.generated_date));
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
