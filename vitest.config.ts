import { defineConfig } from 'vitest/config';

// The server suite runs on embedded PGlite always, and again on real PostgreSQL when DATABASE_URL is set.
const serverOn = (db: 'pglite' | 'postgres') => ({
  test: {
    name: db === 'pglite' ? 'server' : 'server-postgres',
    include: ['server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    // Each PGlite test file starts from one migrated snapshot made once per run.
    ...(db === 'pglite' ? { globalSetup: ['server/test/support/snapshot-setup.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the server suite runs on PGlite only (set it to also run on PostgreSQL).');
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['contract/test/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          include: ['web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      serverOn('pglite'),
      // The browser tests (e2e/) run on Playwright's own runner: npm run test:e2e (playwright.config.ts).
      ...(process.env.DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
