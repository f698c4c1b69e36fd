import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import { serverDatabase, startServer, type ServerProcess } from '../../../test/server-process';
import { startSmtpServer, type SmtpServer } from '../../../test/smtp-server';

// The real server in child processes, on the run's engine, sending to an SMTP server started here.
let db: Awaited<ReturnType<typeof serverDatabase>>;
let smtp: SmtpServer;
const servers: ServerProcess[] = [];
beforeEach(async () => {
  db = await serverDatabase();
  smtp = await startSmtpServer();
}, 180_000);
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await smtp.close();
  await db.drop();
});

async function start() {
  const server = await startServer({ ...db.env, SMTP_URL: smtp.url, MAIL_RETRY_DELAY_S: '1' });
  servers.push(server);
  return server;
}

describe('e-mail across a crash', () => {
  it('a message queued when the process is killed (kill -9) is sent after the restart, once', async () => {
    smtp.refuseAll(true);
    const first = await start();
    // Printed after "Listening on …": waited for, not read at once.
    await first.printed(/E-mail is on: sent through smtp:\/\/127\.0\.0\.1:\d+/);
    // A sign-up writes its verification e-mail; the mail server refuses its first try, so it waits to be retried.
    const email = `crash-${process.pid}@example.com`;
    const signup = await fetch(`${first.url}${API.customerSignup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Anu',
        email,
        mobile: '+91 90000 11111',
        password: 'a-long-customer-password',
      }),
    });
    expect(signup.status).toBe(201);
    await vi.waitFor(() => expect(smtp.attempts()).toBeGreaterThanOrEqual(1), { timeout: 30_000 });
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(smtp.received).toEqual([]);

    smtp.refuseAll(false);
    await start();
    // Sent at its next try: due a second after the refusal, or, if the kill came before the refusal was
    // recorded, once the try's 60 s are over.
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 200_000, interval: 100 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toMatch(/^Confirm your e-mail/);
  }, 420_000);

  it('without SMTP_URL the start-up output says that e-mail is off', async () => {
    const server = await startServer({ ...db.env, SMTP_URL: '' });
    servers.push(server);
    await server.printed(/E-mail is off/);
    expect(server.output()).not.toContain('E-mail is on');
  }, 120_000);
});
