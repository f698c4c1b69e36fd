/** A real SMTP server (the `smtp-server` package) on a free local port, keeping what it is given. */
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  raw: string;
  /** The raw message with its quoted-printable parts decoded (soft line breaks joined, =XX read). */
  decoded: string;
  subject: string;
  headers: Record<string, string>;
};

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The message's header lines (unfolded), by lower-case name. */
function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] ??= line.slice(at + 1).trim();
  }
  return headers;
}

/**
 * Accepts every message, after refusing the first `refuse` (451, "try again later"). `attempts` counts every
 * message offered, refused or not.
 */
export async function startSmtpServer(opts: { refuse?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = opts.refuse ?? 0;
  let attempts = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        attempts += 1;
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = headersOf(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
          subject: headers.subject ?? '',
          headers,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    attempts: () => attempts,
    /** Connections opened to it so far. */
    connections: () => connections,
    /** Refuses every message from now on (`true`), or accepts them again. */
    refuseAll: (on: boolean) => {
      refusals = on ? Number.POSITIVE_INFINITY : 0;
    },
    /** The messages to `address`. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
