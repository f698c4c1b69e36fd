/**
 * The SMTP sink's own process (started by `startSmtpSink`, smtp-sink.ts): a real SMTP server (the
 * `smtp-server` package) on a free local port that counts what it accepts, so that taking the API's messages
 * in never shares an event loop with the load generator. It reports over IPC: `ready` with its port, then
 * its counts on each `counts` request; `close` stops it.
 */
import { SMTPServer } from 'smtp-server';

import { mailKey, type SinkCounts, type SinkReply, type SinkRequest } from './smtp-sink';

const subjectOf = (raw: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '';
};

const received = new Map<string, number>();
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const subject = subjectOf(Buffer.concat(chunks).toString('utf8'));
      for (const to of session.envelope.rcptTo) {
        const key = mailKey(to.address, subject);
        received.set(key, (received.get(key) ?? 0) + 1);
      }
      count += 1;
      callback();
    });
  },
});

const send = (reply: SinkReply) => process.send!(reply);

server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as { port: number };
  send({ op: 'ready', port });
});

process.on('message', (m: SinkRequest) => {
  if (m.op === 'counts') {
    const counts: SinkCounts = { count, received: [...received] };
    send({ op: 'counts', counts });
  } else if (m.op === 'close') {
    server.close(() => process.exit(0));
  }
});
// The bench gone (it crashed, say): nothing is left listening.
process.on('disconnect', () => process.exit(0));
