import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the Playwright config, the global setup and the tests share: where the server listens, the ADMIN's password
 * it is started with, and the browser (Debian's chromium: Playwright's own download does not work here).
 */
export const E2E_PORT = 18_080;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
/** Why every browser test is skipped when there is no Chromium (the global setup prints it once). */
export const NO_CHROMIUM = `no Chromium at ${CHROMIUM} (install Debian's chromium or set CHROMIUM_PATH)`;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The screenshots the tests take on purpose, for people to look at (git ignores the folder). */
export const SCREENSHOTS = fileURLToPath(new URL('screenshots/', import.meta.url));
