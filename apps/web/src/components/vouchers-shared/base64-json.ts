/**
 * JSON in a query parameter as base64 (companyInfo, voucherList). btoa only takes Latin-1, so
 * the JSON's UTF-8 bytes are encoded: 'Café Zoë 日本' survives the round trip. ASCII-only JSON encodes
 * exactly as the plain `btoa(JSON.stringify(x))` of older links, so those still open.
 */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  // In slices: spreading a very long array into fromCharCode overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * The value back, or undefined when the text is not base64 of UTF-8 JSON. A '+' that reached us as a space
 * (an unencoded query string) and the URL-safe alphabet are accepted too.
 */
export function decodeBase64Json(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    const normalized = text.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalized);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
