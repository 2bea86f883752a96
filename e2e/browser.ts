import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { CHROMIUM } from './global-setup.ts';

export const SCREENSHOTS = 'e2e/screenshots';

export function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const base = () => inject('e2eBaseUrl');

export async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${base()}/signin`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Login successful!').waitFor();
  await page.waitForURL(`${base()}/`);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Selamat/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${base()}/signin`);
}

export async function menuLabels(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
  return menu.getByRole('link').allTextContents();
}

export type Theme = 'light' | 'dark';

/** The theme the app applies before first paint on the next load (web/public/theme-init.js reads this key). */
export async function setTheme(page: Page, theme: Theme) {
  if (!page.url().startsWith(base())) await page.goto(`${base()}/not-found`);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests not yet answered (counted from the first call on that page). */
function requestsOf(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const set = new Set<Request>();
    page.on('request', (r) => set.add(r));
    page.on('requestfinished', (r) => set.delete(r));
    page.on('requestfailed', (r) => set.delete(r));
    inFlight.set(page, set);
    pending = set;
  }
  return pending;
}

/**
 * Opens `path` and waits until the page is ready to be judged: its heading shown, no loading line left and
 * no request in flight for 150 ms (quicker than Playwright's 'networkidle', which always waits 500 ms).
 */
export async function visit(page: Page, path: string) {
  requestsOf(page);
  await page.goto(`${base()}${path}`);
  await page.locator('h1').first().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached' });
  await settle(page);
}

/** Waits until no request of the page has been in flight for 150 ms (counted from the page's first visit or settle). */
export async function settle(page: Page) {
  const pending = requestsOf(page);
  for (let quietSince = Date.now(); Date.now() - quietSince < 150;) {
    await page.waitForTimeout(25);
    if (pending.size > 0) quietSince = Date.now();
  }
}

/** Presses Tab (Shift+Tab when `backward`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backward = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    if ((await target.count()) === 1 && (await target.evaluate((el) => el === document.activeElement))) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} x ${backward ? 'Shift+Tab' : 'Tab'} did not reach ${target}; the focus is on ${focused}`);
}

/** A screen's path with the filters in its URL that make it show `website`'s data of `date` (YYYY-MM-DD). */
export function withData(path: string, website: string, date: string): string {
  const query: Record<string, string> = {
    '/view-bo': `?view=deposit&website=${website}&status=all&date=${date}`,
    '/view-mutasi': `?view=deposit&website=${website}&status=all&date=${date}`,
    '/dataplayer': `?mode=dataplayer&website=${website}&start=${date}&end=${date}`,
    '/databank': `?website=${website}`,
    '/tracking': `?website=${website}`,
  };
  return `${path}${query[path] ?? ''}`;
}
