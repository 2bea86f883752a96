/**
 * The real process: `node --import tsx server/src/main.ts` on a temporary DATA_DIR (embedded PGlite),
 * talked to over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config.ts';
import { freePort, sleep } from './support/server-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 25_000;
const EXIT_TIMEOUT_MS = 8_000;

/** Configuration variables of the parent are not passed on: each test says what it sets. */
const CONFIG_VARS = [...CONFIG_VARIABLES, 'TEST_DB', 'NODE_OPTIONS'];

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

class ServerProcess {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<Exit>;

  constructor(env: Record<string, string>) {
    const base = { ...process.env };
    for (const name of CONFIG_VARS) delete base[name];
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (d: string) => (this.stdout += d));
    this.child.stderr!.setEncoding('utf8').on('data', (d: string) => (this.stderr += d));
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits for the exit, failing if it takes longer than `ms`. */
  async exit(ms = EXIT_TIMEOUT_MS): Promise<Exit> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`process did not exit within ${ms} ms\n${this.output()}`)), ms);
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Waits until the process has written a line matching `pattern` to stdout after its first `from` characters (what
   * it had written before the wait: `stdout.length`), failing if it exits first or after `ms`.
   */
  async printed(pattern: RegExp, from: number, ms = START_TIMEOUT_MS): Promise<void> {
    const out = this.child.stdout!;
    let check!: () => void;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        check = () => {
          if (pattern.test(this.stdout.slice(from))) resolve();
          else if (!this.running) reject(new Error(`process exited before printing ${pattern}\n${this.output()}`));
        };
        timer = setTimeout(() => reject(new Error(`process did not print ${pattern} within ${ms} ms\n${this.output()}`)), ms);
        out.on('data', check);
        this.child.on('exit', check);
        check();
      });
    } finally {
      clearTimeout(timer);
      out.off('data', check);
      this.child.off('exit', check);
    }
  }

  output(): string {
    return `--- stdout ---\n${this.stdout}\n--- stderr ---\n${this.stderr}`;
  }

  kill(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

/** Polls /healthz until it answers 200; fails early when the process dies. */
async function waitUntilListening(server: ServerProcess, base: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!server.running) throw new Error(`server exited during start-up\n${server.output()}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`server did not answer /healthz within ${START_TIMEOUT_MS} ms\n${server.output()}`);
}

function tokenCookie(res: Response): string {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!raw) throw new Error('no token cookie');
  return raw.split(';')[0]!;
}

async function signIn(base: string, password: string): Promise<Response> {
  return fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'admin', account_password: password }),
  });
}

/**
 * A request sent over a raw socket in two halves, so the test decides when it completes.
 * `finish()` sends the rest of the body and resolves with the raw response.
 */
function startSlowRequest(port: number, body: string): Promise<{ finish: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    const ended = new Promise<string>((res, rej) => {
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (response += d));
      socket.on('end', () => res(response));
      socket.on('error', rej);
    });
    socket.once('error', reject);
    socket.on('connect', () => {
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      resolve({
        finish: () => {
          socket.write(body.slice(half));
          return ended;
        },
      });
    });
  });
}

describe('the server process', () => {
  let dataDir: string;
  let port: number;
  let base: string;
  const started: ServerProcess[] = [];
  let password = '';
  let cookie = '';

  const start = (env: Record<string, string> = {}) => {
    const server = new ServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-process-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    for (const s of started) s.kill();
    await Promise.all(started.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty DATA_DIR and prints the generated ADMIN password exactly once', { timeout: 40_000 }, async () => {
    const server = start();
    await waitUntilListening(server, base);
    const match = /password: (\S+)/.exec(server.stdout);
    expect(match, server.output()).not.toBeNull();
    password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const all = server.stdout + server.stderr;
    expect(all.split(password).length - 1, 'occurrences of the password in the output').toBe(1);
    expect(server.stdout).toMatch(/username: admin/);
    // the embedded database and the generated JWT secret live in DATA_DIR
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
  });

  it('signs in as admin over HTTP with that password and calls /api/me with the cookie', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    expect((await signIn(base, 'not-the-password')).status).toBe(401);
    const login = await signIn(base, password);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ account_name: 'admin', account_role: 'ADMIN' });
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('token='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    cookie = tokenCookie(login);

    const me = await fetch(`${base}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ account_id: 1, account_name: 'admin', account_role: 'ADMIN' });
    expect((await fetch(`${base}/api/me`)).status).toBe(401);
  });

  it('on SIGTERM finishes the request in flight, stops accepting new ones, closes and exits 0', { timeout: 30_000 }, async () => {
    const server = started[0]!;
    expect(server.running).toBe(true);
    const before = server.stdout.length;
    const slow = await startSlowRequest(port, JSON.stringify({ account_name: 'admin', account_password: password }));
    // The server has the request's headers (Fastify logs the request then) and waits for the rest of the body.
    await server.printed(/"url":"\/api\/login"[^\n]*"msg":"incoming request"/, before);
    server.child.kill('SIGTERM');
    await server.printed(/shutting down/, before);
    expect(server.running, 'the process must wait for the request in flight').toBe(true);
    // no new connections while shutting down
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const response = await slow.finish();
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/set-cookie: token=/i);
    expect(await server.exit()).toEqual({ code: 0, signal: null });
    expect(server.stdout).toMatch(/shutting down/);
  });

  it(
    'on SIGTERM closes a connection a client opened and never used (a browser opens some ahead) instead of waiting a minute for it',
    { timeout: 40_000 },
    async () => {
      const server = start();
      await waitUntilListening(server, base);
      const unused = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => unused.once('connect', resolve));
      const closed = new Promise((resolve) => unused.once('close', resolve));
      server.child.kill('SIGTERM');
      // Node's headersTimeout would hold it 60 s.
      expect(await server.exit(10_000)).toEqual({ code: 0, signal: null });
      await closed;
    },
  );

  it('restarts on the same DATA_DIR: no new password, the data and the old session cookie are kept', { timeout: 40_000 }, async () => {
    const server = start();
    await waitUntilListening(server, base);
    expect(server.stdout).not.toMatch(/First ADMIN account created/);
    expect(server.stdout).not.toMatch(/password: /);
    expect(server.stdout + server.stderr).not.toContain(password);

    // jwt-secret reused and the session row persisted: the cookie from the first run still works
    const me = await fetch(`${base}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ account_name: 'admin' });
    expect((await signIn(base, password)).status).toBe(200);

    server.child.kill('SIGINT');
    expect(await server.exit()).toEqual({ code: 0, signal: null });
  });

  it('refuses a second server on the same DATA_DIR while the first runs, which goes on answering', { timeout: 40_000 }, async () => {
    const first = start();
    await waitUntilListening(first, base);
    const second = start({ PORT: String(await freePort()) });
    expect(await second.exit(20_000)).toEqual({ code: 1, signal: null });
    expect(second.stderr).toContain(
      `Auto Checker failed to start: DATA_DIR ${dataDir} is in use by another Auto Checker server (process ${first.child.pid}): stop it first.`,
    );
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exit()).toEqual({ code: 0, signal: null });
  });

  it('on SIGTERM during a statement upload answers the upload with every row stored, then exits 0', { timeout: 120_000 }, async () => {
    const server = start();
    await waitUntilListening(server, base);
    const session = tokenCookie(await signIn(base, password));
    const json = (url: string, body: unknown) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { cookie: session, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await json('/api/createwebsite', { website_name: 'Shutdown Site', website_code: 'SHT', website_panel: 'NEXUS' })).status).toBe(201);
    const account = {
      akun_bank_website: 'SHT',
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: 'BCA',
      akun_bank_name: 'PT SHT',
      akun_bank_no: '7773330000',
    };
    expect((await json('/api/createakunbank', account)).status).toBe(201);
    const lines = Array.from({ length: 20_000 }, (_, i) => {
      const minute = String(Math.floor(i / 60) % 60).padStart(2, '0'),
        second = String(i % 60).padStart(2, '0');
      return `03/07/2026 ${String(8 + Math.floor(i / 3600)).padStart(2, '0')}:${minute}:${second},TRSF E-BANKING CR PEMAIN ${i},${10_000 + i}.00,CR,5000000.00`;
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      provider: 'NEXUS',
      depo_created_by: '1',
      groups: 'SHT',
      dates: '03-Jul-2026',
      corporate_bank_name: 'PT SHT',
      corporate_bank_no: '7773330000',
    }))
      form.append(k, v);
    form.append('myfile', new Blob([['Tanggal,Keterangan,Jumlah,DB/CR,Saldo', ...lines].join('\n')], { type: 'text/csv' }), 'bca.csv');
    const upload = fetch(`${base}/api/mutasiupdepobca`, { method: 'POST', headers: { cookie: session }, body: form });
    // SIGTERM once the server has the upload in hand (its log says so).
    while (!server.stdout.includes('"url":"/api/mutasiupdepobca"')) await new Promise((resolve) => server.child.stdout!.once('data', resolve));
    server.child.kill('SIGTERM');
    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ added: 20_000 });
    expect(await server.exit(60_000)).toEqual({ code: 0, signal: null });
  });

  it('past SHUTDOWN_GRACE_SECONDS, a request that never ends no longer holds the shutdown: it exits 1 and says why', { timeout: 40_000 }, async () => {
    const server = start({ SHUTDOWN_GRACE_SECONDS: '1' });
    await waitUntilListening(server, base);
    await startSlowRequest(port, JSON.stringify({ account_name: 'admin', account_password: password }));
    while (!server.stdout.includes('"url":"/api/login"')) await new Promise((resolve) => server.child.stdout!.once('data', resolve));
    server.child.kill('SIGTERM');
    expect(await server.exit(15_000)).toEqual({ code: 1, signal: null });
    expect(server.stdout).toMatch(/"graceSeconds":1,.*shutdown took too long; exiting/);
  });

  it('stops with exit code 1 and a message naming PORT when PORT is not a number', { timeout: 20_000 }, async () => {
    const server = start({ PORT: 'abc' });
    expect(await server.exit(15_000)).toEqual({ code: 1, signal: null });
    expect(server.stderr).toMatch(/\bPORT\b/);
    expect(server.stdout).not.toMatch(/Server listening/);
  });

  it('stops with exit code 1 naming the variable for any bad variable, before touching DATA_DIR', { timeout: 20_000 }, async () => {
    const fresh = path.join(dataDir, 'never-created');
    const server = start({ DATA_DIR: fresh, ADMIN_PASSWORD: 'short' });
    expect(await server.exit(15_000)).toEqual({ code: 1, signal: null });
    expect(server.stderr).toMatch(/\bADMIN_PASSWORD\b/);
    expect(server.stderr).not.toContain('short');
    expect(existsSync(fresh)).toBe(false);
  });
});
