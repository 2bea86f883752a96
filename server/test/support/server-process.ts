/**
 * The real server as a child process: `node --import tsx server/src/main.ts` (no build needed), on a free port,
 * talked to over HTTP. For tests that need more than one process, or a process to kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../../src/config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** tsx compiles the sources on start: slow on a busy 2-core machine. */
const START_TIMEOUT_MS = 60_000;

/** Configuration variables of the parent are not passed on: the caller says what it sets. */
const PARENT_VARS_DROPPED = [...CONFIG_VARIABLES, 'TEST_DB', 'NODE_OPTIONS'];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly base: string;
  readonly exited: Promise<Exit>;
  private out = '';

  constructor(port: number, env: Record<string, string>) {
    const inherited = { ...process.env };
    for (const name of PARENT_VARS_DROPPED) delete inherited[name];
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Keep the last 20 kB of output for failure messages.
    const keep = (d: string) => (this.out = (this.out + d).slice(-20_000));
    this.child.stdout!.setEncoding('utf8').on('data', keep);
    this.child.stderr!.setEncoding('utf8').on('data', keep);
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  output(): string {
    return `--- output of the server on port ${this.port} ---\n${this.out}`;
  }

  /** SIGKILL (no clean-up of any kind) and wait until it is gone. Safe to call twice. */
  async kill(): Promise<Exit> {
    if (this.running) this.child.kill('SIGKILL');
    return this.exited;
  }

  /** Polls /healthz until it answers 200; fails early when the process dies. */
  async waitUntilListening(ms = START_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the server exited during start-up\n${this.output()}`);
      try {
        if ((await fetch(`${this.base}/healthz`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not answer /healthz within ${ms} ms\n${this.output()}`);
  }

  /** Signs in and returns the `token=...` pair for a Cookie header. */
  async signIn(username: string, password: string): Promise<string> {
    const res = await fetch(`${this.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: username, account_password: password }),
    });
    if (res.status !== 200) throw new Error(`sign-in on port ${this.port} failed: ${res.status} ${await res.text()}`);
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('token='));
    if (!raw) throw new Error('no token cookie in the sign-in answer');
    return raw.split(';')[0]!;
  }
}

/** Starts a server process on a free port (not yet listening: call waitUntilListening). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  let port = await freePort();
  // A port handed out a moment ago may not be bound yet: never give it twice.
  while (handedOut.has(port)) port = await freePort();
  handedOut.add(port);
  return new ServerProcess(port, env);
}
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
