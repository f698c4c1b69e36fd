/**
 * A real SMTP server that counts what it accepts, in a child process of the bench (smtp-sink-process.ts,
 * run with this node and tsx), so that its parsing never shares the load generator's event loop.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One key per message: its recipients and its subject, as the outbox keeps them. */
export const mailKey = (recipient: string, subject: string) => `${recipient.toLowerCase()}|${subject}`;

/** Messages accepted so far, in all and by key (recipient and subject). */
export type SinkCounts = { count: number; received: Array<[string, number]> };
export type SinkRequest = { op: 'counts' } | { op: 'close' };
export type SinkReply = { op: 'ready'; port: number } | { op: 'counts'; counts: SinkCounts };

/** Starts the sink's process and resolves once it listens. */
export async function startSmtpSink() {
  const child = fork(fileURLToPath(new URL('./smtp-sink-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const reply = <T extends SinkReply['op']>(op: T) =>
    new Promise<Extract<SinkReply, { op: T }>>((resolve, reject) => {
      const onMessage = (m: SinkReply) => {
        if (m.op !== op) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as Extract<SinkReply, { op: T }>);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the SMTP sink exited (${code}) before answering ${op}`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const request = (m: SinkRequest) => child.send(m);
  const { port } = await reply('ready');
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The sink's process (its CPU is read from /proc/<pid>/schedstat). */
    pid: child.pid!,
    /** Messages accepted so far: how many, and how many by recipient and subject. */
    async counts(): Promise<{ count: number; received: Map<string, number> }> {
      const answer = reply('counts');
      request({ op: 'counts' });
      const { counts } = await answer;
      return { count: counts.count, received: new Map(counts.received) };
    },
    async close(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) request({ op: 'close' });
      await exited;
    },
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
