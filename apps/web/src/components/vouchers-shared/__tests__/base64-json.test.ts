import { describe, expect, it } from 'vitest';

import { decodeBase64Json, encodeBase64Json } from '../base64-json';

describe('encodeBase64Json / decodeBase64Json', () => {
  it('keeps a non-ASCII name through the round trip', () => {
    const value = { name: 'Café Zoë 日本', emoji: '🎟️', n: 1 };
    const encoded = encodeBase64Json(value);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeBase64Json(encoded)).toEqual(value);
  });

  it("writes ASCII JSON exactly as the old links' btoa(JSON.stringify(x))", () => {
    const value = { id: 4, name: 'Acme Prints' };
    expect(encodeBase64Json(value)).toBe(btoa(JSON.stringify(value)));
  });

  it('reads a "+" that reached us as a space, and the URL-safe alphabet', () => {
    // '~~~' is `fn5+` in base64: a '+' in the middle.
    const encoded = encodeBase64Json('~~~?');
    expect(encoded).toContain('+');
    expect(decodeBase64Json(encoded.replace(/\+/g, ' '))).toBe('~~~?');
    expect(decodeBase64Json(encoded.replace(/\+/g, '-').replace(/\//g, '_'))).toBe('~~~?');
  });

  it('encodes values larger than one slice', () => {
    const long = Array.from({ length: 5000 }, (_, i) => ({ code: `CODE-${i}-é` }));
    expect(decodeBase64Json(encodeBase64Json(long))).toEqual(long);
  });

  it('gives undefined for text that is not base64 JSON', () => {
    expect(decodeBase64Json(null)).toBeUndefined();
    expect(decodeBase64Json('')).toBeUndefined();
    expect(decodeBase64Json('%%%')).toBeUndefined();
    expect(decodeBase64Json(btoa('not json'))).toBeUndefined();
    // Bytes that are not UTF-8.
    expect(decodeBase64Json(btoa('\xff\xfe'))).toBeUndefined();
  });
});
