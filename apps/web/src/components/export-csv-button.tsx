import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import dayjs from 'dayjs';
import { useState } from 'react';

import { api, type QueryValue } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/notices';
import { saveBlob } from '@/lib/save-blob';

export const EXPORT_FAILED_TEXT = 'The export failed — please try again!';

/** `{name}-YYYY-MM-DD.csv`, dated in the browser's time zone. */
export const exportFileName = (name: string, today: Date = new Date()): string =>
  `${name}-${dayjs(today).format('YYYY-MM-DD')}.csv`;

/** The list's query without its paging: the export holds every row the filters select. */
export function exportCsvQuery(query: Record<string, QueryValue>): Record<string, QueryValue> {
  const { limit: _limit, offset: _offset, ...rest } = query;
  return rest;
}

/**
 * GET `{path}export.csv` with the list's filters and ordering, fetched through the API client (its token,
 * its sign-out on 401) and saved as `{name}-YYYY-MM-DD.csv`.
 */
export async function downloadListCsv(
  path: string,
  query: Record<string, QueryValue>,
  name: string,
): Promise<void> {
  const blob = await api.getBlob(`${path}export.csv`, { query: exportCsvQuery(query) });
  saveBlob(blob, exportFileName(name));
}

export interface ExportCsvButtonProps {
  /** The list's API path, ending in '/': the export is that path followed by `export.csv`. */
  path: string;
  /** The list's current query (paging is dropped). */
  query: Record<string, QueryValue>;
  /** The file's name before its date: 'users'. */
  name: string;
}

/** 'Export CSV' of a list, for super admins only (nothing for anyone else). */
export function ExportCsvButton({ path, query, name }: ExportCsvButtonProps) {
  const { data: me } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!me?.is_superuser) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadListCsv(path, query, name);
    } catch (error) {
      console.error('CSV export failed', error);
      toast.error(EXPORT_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
    >
      Export CSV
    </Button>
  );
}
