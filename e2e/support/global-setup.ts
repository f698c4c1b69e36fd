import fs from 'node:fs';

import { authDirFor } from './accounts';
import { startServer } from './server';

/**
 * Starts the server every spec shares (`npm start`, fresh data with the demo seed) and hands the URL and the
 * demo staff user's password to the tests.
 */
export default async function globalSetup() {
  const server = await startServer({ seedDemo: true });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_STAFF_EMAIL = server.staff!.email;
  process.env.E2E_STAFF_PASSWORD = server.staff!.password;
  return async () => {
    await server.stop();
    fs.rmSync(authDirFor(server.url), { recursive: true, force: true });
  };
}
