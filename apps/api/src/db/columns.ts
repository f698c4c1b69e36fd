import { customType } from 'drizzle-orm/pg-core';

/** PNG bytes. pg hands back a Buffer and PGlite a Uint8Array; both become a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
