/**
 * One user at a time for an embedded (PGlite) data directory: PGlite does not lock it, and two processes
 * writing to it would corrupt it. The server and the backup and restore commands write their process id to
 * `DATA_DIR/printhub.pid` while they have the directory open, and refuse a directory that another live
 * process holds. A file left behind by a process that died (kill -9, a crash, a power cut) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'printhub.pid';

export type LockRole = 'server' | 'backup' | 'restore' | 'move';

const WHO: Record<LockRole, string> = {
  server: 'The server',
  backup: 'A backup',
  restore: 'A restore',
  move: 'A storage move',
};

/** The process named in a lock file, when it is still running (and is not this process). */
function liveHolder(file: string): { pid: number; role: LockRole } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const [pidText, role] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  // Our own id: a file from an earlier life of this process id (a container restarted after a crash).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return { pid, role: role && role in WHO ? (role as LockRole) : 'server' };
}

/**
 * Takes the directory (creating it when missing) for `role`; answers the function that gives it back. Throws
 * a message naming the holder when another live process has it.
 */
export function lockDataDir(dir: string, role: LockRole): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = `${process.pid} ${role}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = liveHolder(file);
      if (holder)
        throw new Error(
          `${WHO[holder.role]} (process ${holder.pid}) has the embedded database in ${dir} open: stop it ` +
            'first (an embedded database has one user at a time).',
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}: another process keeps taking it.`);
}
