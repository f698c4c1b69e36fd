/** RFC 5987's attr-char: what may stand unescaped in `filename*`. */
const encodeExt = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): a plain ASCII `filename` for old
 * clients (anything else, quotes and backslashes become `_`) and the exact name, UTF-8 and percent-encoded,
 * in `filename*`, which browsers prefer. Path separators and control characters never reach the header.
 */
export function attachmentDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'download';
  const fallback = clean.replace(/[^\x20-\x7e]|["%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExt(clean)}`;
}
