import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT, HAS_CHROMIUM, NO_CHROMIUM, SCREENSHOTS } from './settings.ts';

/**
 * Playwright's global setup: builds the app as `npm start` does, seeds two websites, and starts the real server on a
 * fresh data folder. What it returns is the global teardown (Playwright runs it after the last test, also after a
 * failure): it stops the server and removes the data folder.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (!HAS_CHROMIUM) {
    console.log(`\n[e2e] SKIPPED: ${NO_CHROMIUM}.\n`);
    return undefined;
  }
  // A server left on the port (a run killed half-way) would answer the tests with its own data.
  await portIsFree(E2E_PORT);
  mkdirSync(SCREENSHOTS, { recursive: true });
  // As `npm start` builds it: a NODE_ENV other than production would give Vite React's development build.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('npm run build failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-e2e-'));
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

  const server = spawn(process.execPath, ['server/dist/main.js'], {
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
  const teardown = () => stop(server, dataDir);
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${E2E_BASE_URL}/healthz`)).ok) return teardown;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await teardown();
  throw new Error(server.exitCode !== null ? `the server exited with code ${server.exitCode}` : 'the server did not start within 30 s');
}

async function stop(server: ChildProcess, dataDir: string): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
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
