import { describe, expect, it } from 'vitest';

import { normaliseRedirectUrl, ZRedirectUrl } from '../index';

describe('normaliseRedirectUrl', () => {
  it('percent-encodes a path that is not ASCII', () => {
    expect(normaliseRedirectUrl('https://example.com/中文')).toBe('https://example.com/%E4%B8%AD%E6%96%87');
  });

  it('puts an international host in punycode and encodes its path', () => {
    expect(normaliseRedirectUrl('https://exämple.com/é')).toBe('https://xn--exmple-cua.com/%C3%A9');
  });

  it('refuses a scheme without // (a browser would read it as a path of this site)', () => {
    expect(normaliseRedirectUrl('http:evil.example')).toBeNull();
    expect(normaliseRedirectUrl('https:/evil.example')).toBeNull();
  });

  it('refuses control characters anywhere', () => {
    expect(normaliseRedirectUrl('https://example.com/a\u0000b')).toBeNull();
    expect(normaliseRedirectUrl('https://example.com/\r\nSet-Cookie: x=1')).toBeNull();
    expect(normaliseRedirectUrl('https://example.com/\u0085')).toBeNull();
  });

  it('refuses other schemes, credentials and missing hosts', () => {
    expect(normaliseRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseRedirectUrl('ftp://example.com/')).toBeNull();
    expect(normaliseRedirectUrl('https://user:secret@example.com/')).toBeNull();
    expect(normaliseRedirectUrl('https://')).toBeNull();
  });

  it('keeps an ordinary address as the standard writes it', () => {
    expect(normaliseRedirectUrl('HTTPS://Example.COM/Path?q=1#top')).toBe('https://example.com/Path?q=1#top');
  });
});

describe('ZRedirectUrl', () => {
  it('answers the normalised address, or the message the form shows', () => {
    expect(ZRedirectUrl.parse('  https://example.com/中文 ')).toBe('https://example.com/%E4%B8%AD%E6%96%87');
    expect(ZRedirectUrl.parse('')).toBe('');
    const refused = ZRedirectUrl.safeParse('http:evil.example');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Enter a full http:// or https:// address');
  });

  it('refuses an address that grows past the limit once encoded', () => {
    const refused = ZRedirectUrl.safeParse(`https://example.com/${'中'.repeat(600)}`);
    expect(refused.error?.issues[0]?.message).toBe('Must be at most 2000 characters once encoded');
  });
});
