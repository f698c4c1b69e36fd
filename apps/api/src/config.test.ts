import { describe, expect, it } from 'vitest';

import { parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to the embedded database with demo data, on 127.0.0.1:3000', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      appName: 'PrintHub',
      adminEmail: 'admin@example.com',
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('accepts PDFs of up to 50 MB unless MAX_PDF_MB says otherwise', () => {
    expect(parseConfig({}).maxPdfBytes).toBe(50 * 1024 * 1024);
    expect(parseConfig({ MAX_PDF_MB: '5' }).maxPdfBytes).toBe(5 * 1024 * 1024);
    expect(() => parseConfig({ MAX_PDF_MB: '0' })).toThrow(/MAX_PDF_MB/);
  });

  it('issue 37 item 1: keeps the shop clock in Asia/Kolkata unless SHOP_TIMEZONE names another zone', () => {
    expect(parseConfig({}).shopTimeZone).toBe('Asia/Kolkata');
    expect(parseConfig({ SHOP_TIMEZONE: 'Europe/London' }).shopTimeZone).toBe('Europe/London');
    expect(() => parseConfig({ SHOP_TIMEZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIMEZONE/);
  });

  it('keeps files in the database unless STORAGE_URL names an S3 bucket, with both keys', () => {
    expect(parseConfig({}).storage).toBeNull();
    expect(parseConfig({ STORAGE_URL: '' }).storage).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(
      parseConfig({ STORAGE_URL: 's3://shop-files?endpoint=http://127.0.0.1:9000&region=eu-west-1', ...keys })
        .storage,
    ).toEqual({
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(parseConfig({ STORAGE_URL: 's3://shop-files', ...keys }).storage).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
    });
    expect(() => parseConfig({ STORAGE_URL: 's3://shop-files' })).toThrow(
      /S3_ACCESS_KEY_ID: Set it too[\s\S]*S3_SECRET_ACCESS_KEY: Set it too/,
    );
    expect(() => parseConfig({ STORAGE_URL: 'https://shop-files', ...keys })).toThrow(
      /STORAGE_URL: Must be an s3:/,
    );
    expect(() => parseConfig({ STORAGE_URL: 's3://shop-files?endpoint=ftp://x', ...keys })).toThrow(
      /STORAGE_URL: endpoint= must be/,
    );
  });

  it('leaves /metrics off unless METRICS_TOKEN is set, and refuses a short token', () => {
    expect(parseConfig({}).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: Use at least 16 characters/,
    );
  });

  it('refuses webhooks to private addresses unless WEBHOOKS_ALLOW_PRIVATE is set', () => {
    expect(parseConfig({}).webhooksAllowPrivate).toBe(false);
    expect(parseConfig({ WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooksAllowPrivate).toBe(true);
    expect(() => parseConfig({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
  });

  it('keeps memory:// as it is', () => {
    expect(parseConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('fails fast naming every bad variable', () => {
    expect(() =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'short',
        PUBLIC_URL: 'javascript:alert(1)',
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD[\s\S]*PUBLIC_URL/);
  });

  it('ends idle sessions after 12 hours and slow requests after 30 seconds by default', () => {
    expect(parseConfig({})).toMatchObject({ tokenIdleMs: 12 * 3600_000, requestTimeoutMs: 30_000 });
    expect(parseConfig({ TOKEN_IDLE_HOURS: '2', REQUEST_TIMEOUT_S: '5' })).toMatchObject({
      tokenIdleMs: 2 * 3600_000,
      requestTimeoutMs: 5000,
    });
    for (const [name, bad] of [
      ['TOKEN_IDLE_HOURS', '0'],
      ['TOKEN_IDLE_HOURS', 'never'],
      ['REQUEST_TIMEOUT_S', '0'],
      ['REQUEST_TIMEOUT_S', '1.5'],
    ] as const)
      expect(() => parseConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
  });

  it('lets a stop finish the requests in flight for 10 seconds by default, or for SHUTDOWN_GRACE_S', () => {
    expect(parseConfig({}).shutdownGraceMs).toBe(10_000);
    expect(parseConfig({ SHUTDOWN_GRACE_S: '2' }).shutdownGraceMs).toBe(2000);
    for (const bad of ['0', '1.5', 'soon'])
      expect(() => parseConfig({ SHUTDOWN_GRACE_S: bad }), bad).toThrow(/SHUTDOWN_GRACE_S/);
  });

  it('item 5: takes ADMIN_PASSWORD_RESET=1 only with an ADMIN_PASSWORD to reset to', () => {
    expect(() => parseConfig({ ADMIN_PASSWORD_RESET: '1' })).toThrow(
      /ADMIN_PASSWORD_RESET: Set ADMIN_PASSWORD to the password to reset to/,
    );
    expect(parseConfig({ ADMIN_PASSWORD: 'a-long-unusual-phrase', ADMIN_PASSWORD_RESET: '1' })).toMatchObject(
      {
        adminPassword: 'a-long-unusual-phrase',
        adminPasswordReset: true,
      },
    );
    expect(parseConfig({}).adminPasswordReset).toBe(false);
  });

  it('refuses a common ADMIN_PASSWORD', () => {
    expect(() => parseConfig({ ADMIN_PASSWORD: 'Password1' })).toThrow(
      /ADMIN_PASSWORD: This password is too common\. Choose another\./,
    );
    expect(parseConfig({ ADMIN_PASSWORD: 'a-long-unusual-phrase' }).adminPassword).toBe(
      'a-long-unusual-phrase',
    );
  });
});
