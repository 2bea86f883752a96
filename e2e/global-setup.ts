import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';

export const E2E_PORT = 18_080;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Builds the app as `npm start` does, seeds a website, and starts the real server on a fresh data folder. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\n[e2e] SKIPPED: no Chromium at ${CHROMIUM} (install Debian's chromium or set CHROMIUM_PATH).\n`);
    project.provide('e2eBaseUrl', '');
    return;
  }
  // A server left on the port (a run killed half-way) would answer the tests with its own data.
  await portIsFree(E2E_PORT);
  // As `npm start` builds it: vitest's NODE_ENV=test would otherwise give Vite React's development build.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('npm run build failed');

  dataDir = mkdtempSync(path.join(tmpdir(), 'ac-e2e-'));
  const seed = await openPglite(dataDir);
  await migrateToLatest(seed.db);
  await seed.db
    .insertInto('website')
    .values([
      { name: 'Alpha Nexus', code: 'ABC', panel: 'NEXUS' },
      { name: 'Beta Luxe', code: 'XYZ', panel: 'LUXE' },
    ])
    .execute();
  await seed.close();

  server = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${E2E_PORT}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        project.provide('e2eBaseUrl', base);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 30 s');
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

/** Throws, saying what to do, when something already listens on the port. */
function portIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`[e2e] port ${port} is taken (a server left by an earlier run?): stop it, e.g. fuser -k ${port}/tcp, and run again`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
