/**
 * Where uploads are written while they arrive (order PDFs): a directory of this process's own,
 * `TMPDIR/printhub-uploads/<pid>@<host>`, one subdirectory per upload. A request removes its own when it
 * ends; a process that dies mid-upload (kill -9, a crash, a power cut) cannot, so each start sweeps the
 * directories of the processes of this host that are gone.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const spoolRoot = () => path.join(os.tmpdir(), 'printhub-uploads');

const ownName = () => `${process.pid}@${os.hostname()}`;

/**
 * Creates `dir` (mode 0700) unless it exists, and makes sure it is a directory of this user's (not a link
 * or another user's directory put there first in a shared temporary directory).
 */
async function privateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const stat = await fs.lstat(dir);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid()))
    throw new Error(`${dir} is not a directory of this user's: uploads are not written there`);
}

/** A new, empty directory for one upload, inside this process's own. */
export async function spoolDir(root = spoolRoot()): Promise<string> {
  await privateDir(root);
  const own = path.join(root, ownName());
  await privateDir(own);
  return fs.mkdtemp(path.join(own, 'upload-'));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the spool directories of this host's processes that are no longer running, and this process
 * id's own (left by an earlier process with the same id: a container restarted). Call it at start,
 * before any upload. Answers the names removed. Other hosts' directories (a shared TMPDIR) are left alone.
 */
export async function sweepSpool(root = spoolRoot()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(root);
  } catch {
    return [];
  }
  const host = os.hostname();
  const removed: string[] = [];
  for (const name of names) {
    const owner = /^(\d+)@(.+)$/.exec(name);
    if (!owner || owner[2] !== host) continue;
    const pid = Number(owner[1]);
    if (pid !== process.pid && isRunning(pid)) continue;
    await fs.rm(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
