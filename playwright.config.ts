import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, E2E_BASE_URL } from './e2e/settings.ts';

/**
 * The browser tests (npm run test:e2e): e2e/*.e2e.test.ts in Debian's Chromium against the real server, built and
 * started once by e2e/global-setup.ts on port 18080 with a fresh PGlite data folder (its return value stops it).
 * One test at a time: the tests share that server, and the machine has two cores.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.test.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // Web-first assertions retry up to this long (the machine is shared and slow; a build's first page load is too).
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Traces and failure screenshots; the screenshots the tests take on purpose go to e2e/screenshots.
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
  },
  // Chromium only, with its own user agent and Playwright's default 1280 x 720 viewport (tests set theirs).
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
