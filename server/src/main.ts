import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { bootstrap, resolveJwtSecret } from './bootstrap.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { warmAtStart, warmUpsSettled } from './modules/reconciliation/warm-up.ts';
import { upkeepNow, upkeepStopped } from './db/upkeep.ts';
import { checkWorkers, closeWorkers, configureWorkers } from './workers/pool.ts';
import { trackUnusedSockets } from './http/unused-sockets.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  await configureWorkers({ threads: config.WORKER_THREADS, memoryMb: config.WORKER_MEMORY_MB, timeoutSeconds: config.WORKER_TIMEOUT_SECONDS });
  await checkWorkers();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrateToLatest(database.db);
  const firstAdmin = await bootstrap(database.db, config);
  const app = await buildApp({ db: database.db, config, jwtSecret: resolveJwtSecret(config) });

  // PGlite keeps no statistics and never vacuums by itself (db/upkeep.ts): done once before the server listens (a data
  // folder never vacuumed is read once, which may take a while: no request waits for it), then after the writes that need it.
  const upkeepStarted = performance.now();
  await upkeepNow(database.db);
  app.log.info({ database: database.kind, migrations: applied, upkeepMs: Math.round(performance.now() - upkeepStarted) }, 'database ready');
  if (firstAdmin?.generatedPassword) {
    // Printed once, on the console only (never into the JSON log).
    console.log(
      `\n  First ADMIN account created.\n  username: ${firstAdmin.username}\n  password: ${firstAdmin.generatedPassword}\n  Change it on the User page after signing in.\n`,
    );
  } else if (firstAdmin) {
    app.log.info('first ADMIN account "admin" created with ADMIN_PASSWORD');
  }

  const closeUnusedSockets = trackUnusedSockets(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    force.unref();
    // A connection kept alive after its request was answered would hold close() until its keep-alive timeout: each
    // one is closed as soon as it is idle (those idle at the signal are closed by close() itself), and so is one a
    // browser opened ahead of need and never used.
    const idle = setInterval(() => {
      app.server.closeIdleConnections();
      closeUnusedSockets();
    }, 100);
    idle.unref();
    try {
      await app.close();
      clearInterval(idle);
      await warmUpsSettled(database.db, true);
      await upkeepStopped(database.db);
      await closeWorkers();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.SUGGESTIONS_WARM_UP) warmAtStart(database.db, new Date()).catch((err: unknown) => app.log.warn({ err }, 'suggestions warm-up at start failed'));
}

main().catch((err: unknown) => {
  console.error('Auto Checker failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
