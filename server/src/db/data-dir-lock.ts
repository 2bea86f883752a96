/**
 * One server per embedded database. PGlite keeps its files in DATA_DIR/pgdata and takes no lock of its own: a second
 * server started on the same folder opens it too, both write their pages, and the folder may not open again (PGlite
 * stops with "Aborted()"). DATA_DIR/server.lock holds the process id of the server that uses the folder; another
 * server refuses to start while that process lives. Several servers need PostgreSQL (DATABASE_URL).
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
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUse(dataDir, holder);
    rmSync(file, { force: true });
  }
}

/** The process id in the lock, or null when it is unreadable (gone meanwhile, or half written). */
function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
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
