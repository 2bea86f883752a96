// One server per embedded database folder (src/db/data-dir-lock.ts): a second process is refused while the first
// lives, a lock left by a process gone is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir, lockText } from '../../src/db/data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ac-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);

/** Another live process (it waits for stdin), and how to end it. */
async function otherProcess(): Promise<{ pid: number; end: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
  await new Promise((resolve) => child.once('spawn', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid!,
    end: async () => {
      child.stdin!.end();
      await exited;
    },
  };
}

describe('the DATA_DIR lock', () => {
  it("holds this process's id while taken, and is gone once released; the same process may take it again", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(lockText(process.pid));
    lockDataDir(dir);
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'says on Linux when the process started (/proc/<pid>/stat: only Linux has it), which a process id alone does not tell',
    () => {
      expect(lockText(process.pid)).toMatch(new RegExp(`^${process.pid} \\d+$`));
    },
  );

  it('refuses the folder while another process lives, naming it and the way out; takes it over once that process is gone', async () => {
    const other = await otherProcess();
    writeFileSync(lockFile(), lockText(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Auto Checker server (process ${other.pid}): stop it first. ` +
        `Several servers need PostgreSQL (DATABASE_URL). If no server runs, remove ${lockFile()}.`,
    );
    expect(readFileSync(lockFile(), 'utf8')).toBe(lockText(other.pid));
    // A lock of an older server, the process id alone: refused as well while that process lives.
    writeFileSync(lockFile(), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    await other.end();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(lockText(process.pid));
    release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose process id another process has now, started at another time (an id used again after a restart; Linux only: /proc)',
    async () => {
      const other = await otherProcess();
      const [, start] = lockText(other.pid).split(' ');
      writeFileSync(lockFile(), `${other.pid} ${Number(start) - 1}`);
      const release = lockDataDir(dir);
      expect(readFileSync(lockFile(), 'utf8')).toBe(lockText(process.pid));
      release();
      await other.end();
    },
  );

  it('takes over a lock that holds no process id', () => {
    writeFileSync(lockFile(), 'not a pid');
    lockDataDir(dir)();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("leaves another process's lock in place when released late", async () => {
    const release = lockDataDir(dir);
    const other = await otherProcess();
    writeFileSync(lockFile(), lockText(other.pid));
    release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(lockText(other.pid));
    await other.end();
  });
});
