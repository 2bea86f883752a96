import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL, SCREENSHOTS } from './settings.ts';

/** A full-page screenshot in e2e/screenshots, for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Selamat/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/signin');
}

/** The links of the sidebar's menu (for toHaveCount and toHaveText). */
export const menuLinks = (page: Page) => page.getByRole('navigation', { name: 'Menu' }).getByRole('link');

export type Theme = 'light' | 'dark';

/** The theme the app applies before first paint on the next load (web/public/theme-init.js reads this key). */
export async function setTheme(page: Page, theme: Theme) {
  if (!page.url().startsWith(E2E_BASE_URL)) await page.goto('/not-found');
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

/** The status lines ('Loading...') shown while a screen's code or the session loads. */
export const loadingLines = (page: Page) => page.getByRole('status').filter({ hasText: /^Loading/ });

/**
 * Opens `path` to judge the whole page (an axe audit, a measurement of its width, a screenshot): its heading is shown,
 * the network has been quiet for 500 ms (Playwright's 'networkidle' after the navigation: every list the screen asked
 * for has arrived), and no 'Loading' line is left. Only for such judgements: a test of a flow waits for what it needs
 * with web-first assertions instead.
 */
export async function openQuiet(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(loadingLines(page)).toHaveCount(0);
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

/**
 * Does the select show the text of its longest option (or of the option chosen, `chosenOnly`) whole? Its text in the
 * select's font, its padding and the arrow (about 24 px), against its width: a cut name hides which choice it is.
 */
export function selectTextFits(select: Locator, chosenOnly = false) {
  return select.evaluate((el: HTMLSelectElement, onlyChosen) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const texts = onlyChosen ? [el.selectedOptions[0]?.text ?? ''] : [...el.options].map((o) => o.text);
    const text = Math.max(...texts.map((t) => context.measureText(t).width));
    return { needed: Math.ceil(text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 24), width: el.clientWidth };
  }, chosenOnly);
}
