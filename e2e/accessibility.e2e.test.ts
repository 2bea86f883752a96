import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREENS } from '@auto-checker/contract';
import { launchBrowser, setTheme, signIn, visit, withData as screenWithData, type Theme } from './browser.ts';
import { E2E_ADMIN_PASSWORD } from './global-setup.ts';
import { BCA_HEADER, BO_HEADER, createWebsiteWithBank, creditLine, depositRow, jakartaDay, uploadCsv } from './upload-files.ts';

/**
 * axe (its default rules: WCAG 2.x A/AA and best practices) on every page, in the light and the dark theme:
 * no 'serious' or 'critical' violation anywhere; lesser findings are printed, not failed. Each test fails on what its
 * own audits found, so any one of them run alone still judges its pages. Pages are opened
 * with data (a website of this file's own, 'A11', with an Approved and a Pending row), since empty tables
 * hide most of the markup. Each theme has its own browser context (the theme is stored per origin), and the
 * two run side by side.
 */
const base = inject('e2eBaseUrl');
const SITE = 'A11';
const CS = { name: 'cs_a11', password: 'cs_a11-password' };
const today = jakartaDay();
const THEMES: Theme[] = ['light', 'dark'];
const VIEWPORT = { width: 1280, height: 900 };

/** Where each screen shows its data for A11 (the filters live in the URL). */
const withData = (path: string) => screenWithData(path, SITE, today.iso);

interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

let browser: Browser;
const found: Finding[] = [];

/** Runs axe on the page as it is now and keeps what it finds. */
async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  for (const v of results.violations) {
    found.push({ page: label, id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) });
  }
}

/** A context of its own for one theme, signed in when `account` is given. */
async function session(theme: Theme, account?: { name: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  if (account) await signIn(page, account.name, account.password);
  await setTheme(page, theme);
  await page.close();
  return context;
}

async function auditPages(context: BrowserContext, theme: Theme, who: string, paths: string[]) {
  const page = await context.newPage();
  for (const path of paths) {
    await visit(page, path);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(theme === 'dark');
    await audit(page, `${who} ${theme} ${path}`);
  }
  await page.close();
}

/** Runs a test's audits, then fails on the serious or critical violations they found. */
async function judged(audits: () => Promise<unknown>): Promise<void> {
  const from = found.length;
  await audits();
  const serious = found.slice(from).filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(serious.map((f) => `${f.page}: ${f.id} [${f.impact}] ${f.help} -> ${f.targets.join(' | ')}`)).toEqual([]);
}

/** Each theme in its own context, at the same time. */
const bothThemes = (run: (theme: Theme) => Promise<void>) => Promise.all(THEMES.map(run));

describe.skipIf(!base)('accessibility (axe) in Chromium', () => {
  const admin = new Map<Theme, BrowserContext>();

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const theme of THEMES) admin.set(theme, await session(theme, { name: 'admin', password: E2E_ADMIN_PASSWORD }));
    const page = await admin.get('light')!.newPage();
    await createWebsiteWithBank(page, SITE, 'Accessibility Site', { name: 'PT A11', number: '7774440000' });
    const deposit = (ticket: string, time: string, name: string, amount: number, bank = 'BCA') =>
      depositRow(SITE, 'PT A11 - 7774440000', ticket, today.at(time), name, amount, 'op1', bank);
    const bo = [BO_HEADER, deposit('AXA1', '08:00:00', 'BUDI SANTOSO', 100000, 'MANDIRI'), deposit('AXB2', '08:01:00', 'SITI AMINAH', 50000)].join('\n');
    const statement = [
      BCA_HEADER,
      creditLine(today.at('08:02:10'), 'BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO', 100000),
      creditLine(today.at('08:05:00'), 'BI-FAST CR TRANSFER   DR 008 JOKO', 49000),
    ].join('\n');
    await uploadCsv(page, 'checkdata', { groups: SITE, dates: today.form }, bo);
    expect(
      (await uploadCsv(page, 'mutasiupdepobca', { groups: SITE, dates: today.form, corporate_bank_name: 'PT A11', corporate_bank_no: '7774440000' }, statement))
        .matched,
    ).toBe(1);
    const websites = (await (await page.request.get(`${base}/api/websitelist`)).json()) as { website_id: number; website_code: string }[];
    const cs = await page.request.post(`${base}/api/addadminacc`, {
      data: {
        account_name: CS.name,
        account_password: CS.password,
        account_role: 'CS',
        account_website: websites.find((w) => w.website_code === SITE)!.website_id,
      },
    });
    expect(cs.ok(), await cs.text()).toBe(true);
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
    const lesser = new Map<string, number>();
    for (const f of found)
      if (f.impact !== 'serious' && f.impact !== 'critical') lesser.set(`${f.id} (${f.impact})`, (lesser.get(`${f.id} (${f.impact})`) ?? 0) + 1);
    console.log(`[axe] lesser findings: ${[...lesser].map(([id, n]) => `${id} on ${n} page(s)`).join(', ') || 'none'}`);
  });

  it('audits every page of an ADMIN', async () => {
    const paths = [...SCREENS.map((s) => withData(s.path)), '/not-found'];
    await judged(() => bothThemes((theme) => auditPages(admin.get(theme)!, theme, 'ADMIN', paths)));
  }, 120_000);

  it('audits the dialogs, the suggestions panel and the user menu, open', async () => {
    await judged(() =>
      bothThemes(async (theme) => {
        const page = await admin.get(theme)!.newPage();
        await visit(page, '/user');
        await page.getByRole('button', { name: 'New User' }).click();
        await page.getByRole('dialog', { name: 'New User' }).waitFor();
        await audit(page, `ADMIN ${theme} /user, New User dialog`);
        await page.keyboard.press('Escape');

        await visit(page, withData('/view-bo'));
        // The row's detail: every field and the suggestions (the page's best lines are in the rows already).
        await page.getByRole('button', { name: 'AXB2', exact: true }).click();
        await page.getByRole('heading', { name: 'Saran mutasi' }).waitFor();
        await expect.poll(() => page.getByText('Memuat saran...').count()).toBe(0);
        await page.getByRole('button', { name: /Selamat/ }).click();
        await page.getByRole('menu').waitFor();
        await audit(page, `ADMIN ${theme} /view-bo, suggestions and user menu`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Delete AXB2' }).click();
        await page.getByRole('dialog', { name: 'Konfirmasi Delete' }).waitFor();
        await audit(page, `ADMIN ${theme} /view-bo, delete dialog`);
        await page.close();
      }),
    );
  });

  it('audits the pages of a CS and the sign-in page', async () => {
    await judged(() =>
      bothThemes(async (theme) => {
        const cs = await session(theme, CS);
        await auditPages(cs, theme, 'CS', ['/', withData('/dataplayer')]);
        await cs.close();
        const visitor = await session(theme);
        await auditPages(visitor, theme, 'signed out', ['/signin']);
        await visitor.close();
      }),
    );
  });
});
