import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BO_HEADER, depositRow, jakartaDay, uploadCsv } from './upload-files.ts';

/** Today and yesterday in Jakarta: the BO file is today's, the searched range starts the day before. */
const today = jakartaDay();
const TODAY = today.iso;
const YESTERDAY = jakartaDay(1).iso;
const deposit = (ticket: string, time: string, name: string, amount: number, handler: string) =>
  depositRow('DPL', 'PT DPL - 7772220000', ticket, today.at(time), name, amount, handler);
const ID_MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
/** Today as the tables write a date: `23 November 2026`. */
const longToday = `${today.dd} ${ID_MONTHS[Number(today.mm) - 1]} ${today.yyyy}`;
const uploadBo = (page: Page, content: string) => uploadCsv(page, 'checkdata', { groups: 'DPL', dates: today.form }, content);

const tile = (page: Page, label: string) => page.getByRole('region', { name: label });

test.describe('Data Player and Game Site report in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });

  test("an ADMIN reads a website's players over a range, then its Game Site report, and exports it as CSV", async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    const site = await page.request.post('/api/createwebsite', {
      data: { website_name: 'Data Player Site', website_code: 'DPL', website_panel: 'NEXUS' },
    });
    expect(site.ok(), await site.text()).toBe(true);
    const bo = [BO_HEADER, deposit('DPX1', '09:15:00', 'BUDI SANTOSO', 100000, 'op1'), deposit('DPX2', '10:30:00', 'SITI AMINAH', 250000, 'op2')].join('\n');
    expect((await uploadBo(page, bo)).added).toBe(2);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Data Player', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Data Player', level: 1 })).toBeVisible();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await expect(page.getByLabel('End Date')).toHaveValue(TODAY);
    await page.getByLabel('Website', { exact: true }).selectOption('DPL');
    await page.getByLabel('Start Date').fill(YESTERDAY);
    await search.click();

    await expect(tile(page, 'Total Deposit')).toHaveText('Total Deposit350.000');
    await expect(tile(page, 'Total Withdraw')).toHaveText('Total Withdraw0');
    await expect(tile(page, 'Balance')).toHaveText('Balance350.000');
    await expect(tile(page, 'Total Transactions')).toHaveText('Total Transactions2');
    const table = page.getByRole('table', { name: 'Data Player' });
    await expect(table.getByRole('cell', { name: 'dpx2' })).toBeVisible();
    const cells = (row: number) => table.getByRole('row').nth(row).getByRole('cell').allTextContents();
    expect(await cells(1)).toEqual(['1', `${longToday} pukul 09.15.00`, 'op1', 'dpx1', 'DPL', 'BCA (1234567890)', '100.000', '0']);
    expect(await cells(2)).toEqual(['2', `${longToday} pukul 10.30.00`, 'op2', 'dpx2', 'DPL', 'BCA (1234567890)', '250.000', '0']);
    await expect(page.getByText('Page 1 of 1')).toHaveCount(1);
    await shot(page, 'dataplayer');

    // A username that is not there.
    await page.getByRole('searchbox', { name: 'Search Username' }).fill('nobody');
    await expect(page.getByText('Username nobody tidak ditemukan pada periode ini.')).toBeVisible();

    // Game Site Report of the same range.
    await page.getByLabel('Mode', { exact: true }).selectOption({ label: 'Game Site Report' });
    await page.getByLabel('Game Site', { exact: true }).selectOption('DPL');
    await search.click();
    await expect(page.getByRole('heading', { name: 'Report Data Player Site' })).toBeVisible();
    const report = page.getByRole('table', { name: 'Game Site Report' });
    await expect(report.getByRole('cell', { name: 'Total Sum' })).toBeVisible();
    const reportRows = await report.getByRole('row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)));
    expect(reportRows).toEqual([
      ['Date', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance'],
      [longToday, '350.000', '0', '2', '350.000'],
      ['Total Sum', '350.000', '0', '2', '350.000'],
    ]);
    await shot(page, 'gamesite-report');

    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    await expect(exportCsv).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), exportCsv.click()]);
    expect(download.suggestedFilename()).toBe(`gamesite_dpl_${YESTERDAY}_${TODAY}.csv`);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(
      `\uFEFFDate,Total Depo,Total WD,Total Transaksi,Balance\r\n${today.dd}/${today.mm}/${today.yyyy},350000,0,2,350000\r\nTotal Sum,350000,0,2,350000\r\n`,
    );

    // On a phone the page keeps its width: the wide table scrolls inside its card.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Mode', { exact: true }).selectOption({ label: 'Data Player' });
    await search.click();
    await page.getByRole('searchbox', { name: 'Search Username' }).fill('');
    await expect(table.getByRole('cell', { name: 'dpx1' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const scroller = await table.evaluate((t) => {
      const box = t.parentElement!;
      return { scrolls: box.scrollWidth > box.clientWidth, style: getComputedStyle(box).overflowX };
    });
    expect(scroller).toEqual({ scrolls: true, style: 'auto' });
    await shot(page, 'dataplayer-mobile');
  });
});
