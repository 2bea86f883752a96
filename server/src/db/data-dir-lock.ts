/**
 * One server per embedded database. PGlite keeps its files in DATA_DIR/pgdata and takes no lock of its own: a second
 * server started on the same folder opens it too, both write their pages, and the folder may not open again (PGlite
 * stops with "Aborted()"). DATA_DIR/server.lock holds the process id of the server that uses the folder, and on Linux
 * when that process started (`/proc/<pid>/stat`); another server refuses to start while that process lives. A process
 * id is used again by another process after a restart (in a container the server's id is often the same small number
 * each time): a live process that started at another time than the lock says is not the server that wrote it, and its
 * lock is taken over. Several servers need PostgreSQL (DATABASE_URL).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

/** What a second server on a DATA_DIR in use says before it stops. */
export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${path.resolve(dataDir)} is in use by another Auto Checker server (process ${pid}): stop it first. ` +
        `Several servers need PostgreSQL (DATABASE_URL). If no server runs, remove ${path.resolve(dataDir, LOCK_FILE)}.`,
    );
  }
}

/**
 * Takes the folder for this process (it exists already): throws DataDirInUse while another live process holds it; a
 * lock left by a process gone (a crash, a killed container) is taken over. Returns the release, which removes the
 * lock if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(file, lockText(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(file);
    if (holder !== null && holder.pid !== process.pid && holds(holder)) throw new DataDirInUse(dataDir, holder.pid);
    rmSync(file, { force: true });
  }
}

/** What a lock says: `<pid> <start>`, or `<pid>` where the start is not known (not Linux, or a lock of an older server). */
export function lockText(pid: number): string {
  const start = startOf(pid);
  return start === null ? String(pid) : `${pid} ${start}`;
}

interface Holder {
  pid: number;
  start: string | null;
}

/** The process in the lock, or null when it is unreadable (gone meanwhile, or half written). */
function holderOf(file: string): Holder | null {
  try {
    const [pid, start] = readFileSync(file, 'utf8').trim().split(' ');
    const id = Number(pid);
    return Number.isSafeInteger(id) && id > 0 ? { pid: id, start: start ?? null } : null;
  } catch {
    return null;
  }
}

/** Does the process of the lock still run: its id alive, and started when the lock says (where both are known)? */
function holds(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  const start = holder.start === null ? null : startOf(holder.pid);
  return start === null || start === holder.start;
}

/**
 * When a process started, in clock ticks since the machine booted: field 22 of /proc/<pid>/stat, counted after the
 * command name (field 2, in parentheses, which may hold spaces). null where there is no /proc (not Linux) or the
 * process is gone.
 */
function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

/** Does the process run? Signal 0 checks without sending anything; EPERM means it runs as another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
