/** A real SMTP server (the `smtp-server` package) on a free local port that counts what it accepts. */
import { SMTPServer } from 'smtp-server';

/** One key per message: its recipients and its subject, as the outbox keeps them. */
export const mailKey = (recipient: string, subject: string) => `${recipient.toLowerCase()}|${subject}`;

const subjectOf = (raw: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '';
};

/** Accepts every message and keeps how many came with each key (the message bodies are not kept). */
export async function startSmtpSink() {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages accepted so far. */
    count: () => count,
    /** Messages accepted so far, by recipient and subject. */
    received: () => new Map(received),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
