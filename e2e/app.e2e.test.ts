import { expect, test, type Page } from '@playwright/test';
import { menuLinks, shot, signIn, signOut } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';

const NOT_FOUND_TEXT = "We can't seem to find the page you are looking for!";

async function createUser(page: Page, name: string, role: 'Checker' | 'CS', website: string) {
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel(/^Password/).fill(`${name}-password`);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByLabel(/Website/).selectOption({ label: website });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User berhasil dibuat.')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test.describe('the app in Chromium against the built server', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1440, height: 900 } });

  test('admin signs in, creates a CHECKER and a CS; each sees only what its role allows', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL('/signin');
    await shot(page, 'signin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed: Username atau password salah.');

    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await shot(page, 'home-admin');
    await expect(menuLinks(page)).toHaveCount(13);

    await page.getByRole('link', { name: 'User' }).click();
    await expect(page.getByRole('heading', { name: 'User', exact: true })).toBeVisible();
    await createUser(page, 'cek_abc', 'Checker', 'ABC — Alpha Nexus');
    await createUser(page, 'cs_abc', 'CS', 'ABC — Alpha Nexus');
    await shot(page, 'users-admin');
    await signOut(page);

    await signIn(page, 'cs_abc', 'cs_abc-password');
    await expect(menuLinks(page)).toHaveText(['Dashboard', 'Data Player']);
    await page.goto('/user');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home Page' }).click();
    await expect(page).toHaveURL('/');
    await signOut(page);

    await signIn(page, 'cek_abc', 'cek_abc-password');
    await expect(menuLinks(page)).toHaveCount(13);
    await page.getByRole('link', { name: 'User' }).click();
    // a CHECKER sees the accounts of its own website only, and can change only its own password
    await expect(page.getByRole('cell', { name: 'cs_abc', exact: true })).toBeVisible();
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    expect(names).toContain('cs_abc');
    expect(names).not.toContain('admin');
    // ...and who created them by name, though the ADMIN's account is not in its list
    expect(await page.getByRole('cell', { name: 'admin', exact: true }).count()).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'New User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(1);
    await shot(page, 'users-checker');
  });

  test('Ctrl+K jumps to a menu page by name', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('track');
    await shot(page, 'menu-search');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tracking');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Home>Tracking');
  });

  test.describe('in the light color scheme', () => {
    test.use({ colorScheme: 'light' });

    test('keeps the dark theme across a reload, applied before the app runs', async ({ page }) => {
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
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { themeAtRoot: boolean }).themeAtRoot)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await shot(page, 'home-dark');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('opens the sidebar as a drawer with a backdrop on a phone', async ({ page }) => {
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      const sidebar = page.locator('#app-sidebar');
      const isOnScreen = () => sidebar.evaluate((el) => el.getBoundingClientRect().right > 0);
      expect(await isOnScreen()).toBe(false);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      // The slide-in transition (300 ms): on the screen, then all the way in.
      await expect.poll(isOnScreen).toBe(true);
      await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
      await shot(page, 'mobile-drawer');
      // no horizontal page scroll on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('link', { name: 'User' }).click();
      await expect(page).toHaveURL('/user');
      // ...and the slide-out
      await expect.poll(isOnScreen).toBe(false);
      await shot(page, 'mobile-users');
    });
  });
});
