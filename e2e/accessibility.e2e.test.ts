import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SCREENS } from '@auto-checker/contract';
import { openQuiet, setTheme, signIn, withData as screenWithData, type Theme } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BCA_HEADER, BO_HEADER, createWebsiteWithBank, creditLine, depositRow, jakartaDay, uploadCsv } from './upload-files.ts';

/**
 * axe (its default rules: WCAG 2.x A/AA and best practices) on every page, in the light and the dark theme:
 * no 'serious' or 'critical' violation anywhere; lesser findings are printed, not failed. Each audit asserts its own
 * findings (a soft assertion named by who, theme and page, so one run lists every page that fails), so any test run
 * alone still judges its pages. Pages are opened with data (a website of this file's own, 'A11', with an Approved and
 * a Pending row), since empty tables hide most of the markup, and audited once the network has been quiet
 * (openQuiet). Each theme has its own browser context (the theme is stored per origin), and the two run side by side.
 */
const SITE = 'A11';
const CS = { name: 'cs_a11', password: 'cs_a11-password' };
const today = jakartaDay();
const THEMES: Theme[] = ['light', 'dark'];
const VIEWPORT = { width: 1280, height: 900 };

/** Where each screen shows its data for A11 (the filters live in the URL). */
const withData = (path: string) => screenWithData(path, SITE, today.iso);

/** The lesser findings of the whole file (id and impact -> pages), printed after its last test. */
const lesser = new Map<string, number>();

/** Runs axe on the page as it is now: its serious and critical violations fail the test, named by `label`. */
async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious: string[] = [];
  for (const v of results.violations) {
    const impact = v.impact ?? 'unknown';
    if (impact === 'serious' || impact === 'critical') {
      serious.push(
        `${v.id} [${impact}] ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    } else {
      lesser.set(`${v.id} (${impact})`, (lesser.get(`${v.id} (${impact})`) ?? 0) + 1);
    }
  }
  expect.soft(serious, `axe: serious or critical violations on ${label}`).toEqual([]);
}

/** A context of its own for one theme, signed in when `account` is given. */
async function session(browser: Browser, theme: Theme, account?: { name: string; password: string }): Promise<BrowserContext> {
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
    await openQuiet(page, path);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `the ${theme} theme on ${path}`).toBe(theme === 'dark');
    await audit(page, `${who} ${theme} ${path}`);
  }
  await page.close();
}

/** Each theme in its own context, at the same time. */
const bothThemes = (run: (theme: Theme) => Promise<void>) => Promise.all(THEMES.map(run));

/** Seeds A11 (once: a worker started again after a failed test finds it there). */
async function seed(page: Page) {
  const websites = async () => (await (await page.request.get('/api/websitelist')).json()) as { website_id: number; website_code: string }[];
  if ((await websites()).some((w) => w.website_code === SITE)) return;
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
  const cs = await page.request.post('/api/addadminacc', {
    data: {
      account_name: CS.name,
      account_password: CS.password,
      account_role: 'CS',
      account_website: (await websites()).find((w) => w.website_code === SITE)!.website_id,
    },
  });
  expect(cs.ok(), await cs.text()).toBe(true);
}

test.describe('accessibility (axe) in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  const admin = new Map<Theme, BrowserContext>();

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    for (const theme of THEMES) admin.set(theme, await session(browser, theme, { name: 'admin', password: E2E_ADMIN_PASSWORD }));
    const page = await admin.get('light')!.newPage();
    await seed(page);
    await page.close();
  });
  test.afterAll(async () => {
    for (const context of admin.values()) await context.close();
    console.log(`[axe] lesser findings: ${[...lesser].map(([id, n]) => `${id} on ${n} page(s)`).join(', ') || 'none'}`);
  });

  test('audits every page of an ADMIN', async () => {
    test.setTimeout(120_000);
    const paths = [...SCREENS.map((s) => withData(s.path)), '/not-found'];
    await bothThemes((theme) => auditPages(admin.get(theme)!, theme, 'ADMIN', paths));
  });

  test('audits the dialogs, the suggestions panel and the user menu, open', async () => {
    await bothThemes(async (theme) => {
      const page = await admin.get(theme)!.newPage();
      await openQuiet(page, '/user');
      await page.getByRole('button', { name: 'New User' }).click();
      await expect(page.getByRole('dialog', { name: 'New User' })).toBeVisible();
      await audit(page, `ADMIN ${theme} /user, New User dialog`);
      await page.keyboard.press('Escape');

      await openQuiet(page, withData('/view-bo'));
      // The row's detail: every field and the suggestions (the page's best lines are in the rows already).
      await page.getByRole('button', { name: 'AXB2', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Saran mutasi' })).toBeVisible();
      await expect(page.getByText('Memuat saran...')).toHaveCount(0);
      await page.getByRole('button', { name: /Selamat/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(page, `ADMIN ${theme} /view-bo, suggestions and user menu`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete AXB2' }).click();
      await expect(page.getByRole('dialog', { name: 'Konfirmasi Delete' })).toBeVisible();
      await audit(page, `ADMIN ${theme} /view-bo, delete dialog`);
      await page.close();
    });
  });

  test('audits the pages of a CS and the sign-in page', async ({ browser }) => {
    await bothThemes(async (theme) => {
      const cs = await session(browser, theme, CS);
      await auditPages(cs, theme, 'CS', ['/', withData('/dataplayer')]);
      await cs.close();
      const visitor = await session(browser, theme);
      await auditPages(visitor, theme, 'signed out', ['/signin']);
      await visitor.close();
    });
  });
});
