import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './global-setup.ts';

export const SCREENSHOTS = 'e2e/screenshots';

export function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
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

