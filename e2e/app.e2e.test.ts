import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, menuLabels, shot, signIn, signOut } from './browser.ts';
import { E2E_ADMIN_PASSWORD } from './global-setup.ts';

const base = inject('e2eBaseUrl');
if (!base) console.log('[e2e] skipped: Chromium is not installed (see the message of the global setup).');

const NOT_FOUND_TEXT = "We can't seem to find the page you are looking for!";
let browser: Browser;

async function createUser(page: Page, name: string, role: 'Checker' | 'CS', website: string) {
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel(/^Password/).fill(`${name}-password`);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByLabel(/Website/).selectOption({ label: website });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await page.getByText('User berhasil dibuat.').waitFor();
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

describe.skipIf(!base)('the app in Chromium against the built server', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin signs in, creates a CHECKER and a CS; each sees only what its role allows', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/user`);
    await page.waitForURL(`${base}/signin`);
    await shot(page, 'signin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Login failed: Username atau password salah.');

    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await shot(page, 'home-admin');
    expect(await menuLabels(page)).toHaveLength(13);

    await page.getByRole('link', { name: 'User' }).click();
    await page.getByRole('heading', { name: 'User', exact: true }).waitFor();
    await createUser(page, 'cek_abc', 'Checker', 'ABC — Alpha Nexus');
    await createUser(page, 'cs_abc', 'CS', 'ABC — Alpha Nexus');
    await shot(page, 'users-admin');
    await signOut(page);

    await signIn(page, 'cs_abc', 'cs_abc-password');
    expect(await menuLabels(page)).toEqual(['Dashboard', 'Data Player']);
    await page.goto(`${base}/user`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home Page' }).click();
    await page.waitForURL(`${base}/`);
    await signOut(page);

    await signIn(page, 'cek_abc', 'cek_abc-password');
    expect(await menuLabels(page)).toHaveLength(13);
    await page.getByRole('link', { name: 'User' }).click();
    // a CHECKER sees the accounts of its own website only, and can change only its own password
    await page.getByRole('cell', { name: 'cs_abc', exact: true }).waitFor();
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    expect(names).toContain('cs_abc');
    expect(names).not.toContain('admin');
    // ...and who created them by name, though the ADMIN's account is not in its list
    expect(await page.getByRole('cell', { name: 'admin', exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'New User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change Password' }).count()).toBe(1);
    await shot(page, 'users-checker');
    await page.close();
  });

  it('Ctrl+K jumps to a menu page by name', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('track');
    await shot(page, 'menu-search');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/tracking`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('Home>Tracking');
    await page.close();
  });

  it('keeps the dark theme across a reload, applied before the app runs', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Record the theme at the moment the parser reaches <div id="root">: before any content can be
    // painted and before the app's module runs, so only theme-init.js can have set it.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.getElementById('root')) return;
        (window as unknown as { themeAtRoot: boolean }).themeAtRoot = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { themeAtRoot: boolean }).themeAtRoot)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await shot(page, 'home-dark');
    await page.close();
  });

  it('opens the sidebar as a drawer with a backdrop on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    const sidebar = page.locator('#app-sidebar');
    const isOnScreen = () => sidebar.evaluate((el) => el.getBoundingClientRect().right > 0);
    expect(await isOnScreen()).toBe(false);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.waitForTimeout(350); // the slide-in transition
    expect(await isOnScreen()).toBe(true);
    await shot(page, 'mobile-drawer');
    // no horizontal page scroll on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('link', { name: 'User' }).click();
    await page.waitForURL(`${base}/user`);
    await page.waitForTimeout(350);
    expect(await isOnScreen()).toBe(false);
    await shot(page, 'mobile-users');
    await page.close();
  });
});
