/** Saves a Blob as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
