import { useState } from 'react';

import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

import type { TOrderFile } from '@printhub/contract';

/**
 * GET /api/order-files/{id}/download (the file's `url`). It needs the Authorization header, so it is
 * fetched as a Blob and saved under the file's name, not opened as a link.
 */
export async function downloadOrderFile(file: Pick<TOrderFile, 'url' | 'name'>): Promise<void> {
  saveBlob(await api.getBlob(file.url), file.name);
}

/** What is being downloaded: one file's id, every file, or nothing. */
export type DownloadTarget = number | 'all' | null;

/**
 * Downloads one file or all of them (one after another, stopping at the first failure), keeping which is
 * in progress and the last error for the screen.
 */
export function useOrderFileDownloads() {
  const [busy, setBusy] = useState<DownloadTarget>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (target: Exclude<DownloadTarget, null>, files: readonly TOrderFile[]) => {
    setBusy(target);
    setError(null);
    for (const file of files) {
      try {
        await downloadOrderFile(file);
      } catch (err) {
        setError(`Could not download ${file.name}: ${err instanceof Error ? err.message : String(err)}`);
        break;
      }
    }
    setBusy(null);
  };

  return {
    busy,
    error,
    download: (file: TOrderFile) => run(file.id, [file]),
    downloadAll: (files: readonly TOrderFile[]) => run('all', files),
  };
}
