import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, shot, signIn } from './browser.ts';
import { E2E_ADMIN_PASSWORD } from './global-setup.ts';

const base = inject('e2eBaseUrl');
let browser: Browser;

/** Today in Jakarta: the edit window of View BO only opens for recent statement dates. */
const today = new Date(Date.now() + 7 * 3_600_000);
const dd = String(today.getUTCDate()).padStart(2, '0');
const mm = String(today.getUTCMonth() + 1).padStart(2, '0');
const yyyy = today.getUTCFullYear();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const formDate = `${dd}-${MONTHS[today.getUTCMonth()]}-${yyyy}`;
const at = (time: string) => `${dd}/${mm}/${yyyy} ${time}`;

const BO_HEADER = 'Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Depo Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Bo Desc,Bo Ref,Bo Status,Bo Reason,Bo Handler,Bo Website,Player Ref,Player Own Ref';
const deposit = (ticket: string, time: string, name: string, amount: number) =>
  `${ticket},${at(time)},${at(time)},${ticket.toLowerCase()},${name},BANK,${amount},0,0,0,${amount},BCA - ${name} - 1234567890,BCA - PT REV - 7771110000,Deposit,,APPROVED,,op1,REV,,`;
const credit = (time: string, text: string, amount: number) => `${at(time)},${text},${amount}.00,CR,5000000.00`;

async function upload(page: Page, endpoint: string, fields: Record<string, string>, content: string) {
  const res = await page.request.post(`${base}/api/${endpoint}`, {
    multipart: { groups: 'REV', dates: formDate, provider: 'NEXUS', depo_created_by: '1', ...fields, myfile: { name: 'data.csv', mimeType: 'text/csv', buffer: Buffer.from(content) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { added: number; matched: number };
}

describe.skipIf(!base)('View BO in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the rows the matcher approved and the Pending ones; a checker approves one with a corrected amount, deletes another, and exports CSV', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    expect((await page.request.post(`${base}/api/createwebsite`, { data: { website_name: 'Review Site', website_code: 'REV', website_panel: 'NEXUS' } })).ok()).toBe(true);
    const bank = await page.request.post(`${base}/api/createakunbank`, {
      data: { akun_bank_website: 'REV', akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'PT REV', akun_bank_no: '7771110000' },
    });
    expect(bank.status()).toBe(201);

    const bo = [BO_HEADER, deposit('DPA1', '08:00:00', 'BUDI SANTOSO', 100000), deposit('DPB2', '08:01:00', 'SITI AMINAH', 50000),
      deposit('DPC3', '08:02:00', 'ANDI WIJAYA', 75000), deposit('DPD4', '08:03:00', 'RINA MARLINA', 20000)].join('\n');
    const statement = ['Tanggal,Keterangan,Jumlah,DB/CR,Saldo',
      credit('08:02:10', `TRSF E-BANKING CR ${dd}${mm}/FTSCY/WS95031 100000.00BUDI SANTOSO`, 100000),
      credit('08:03:00', 'BI-FAST CR TRANSFER   DR 008 SDR SITI AMINAH', 50000),
      credit('08:04:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 74000)].join('\n');
    expect((await upload(page, 'checkdata', {}, bo)).matched).toBe(0);
    expect((await upload(page, 'mutasiupdepobca', { corporate_bank_name: 'PT REV', corporate_bank_no: '7771110000' }, statement)).matched).toBe(2);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View BO', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View BO Deposit' });
    await page.getByLabel('Website').selectOption('REV');
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('Auto: Nama').count()).toBe(2);
    await expect.poll(() => page.getByLabel(/^Ket DP[CD]/).count()).toBe(2);

    // The likely line of the Pending DPC3: 1 000 less arrived.
    await page.getByRole('button', { name: 'Saran DPC3' }).click();
    await page.getByText('nominal beda Rp1.000 (biaya transfer?)').waitFor();
    await shot(page, 'view-bo-deposit');

    // Approve DPC3 with a note and the amount that really arrived.
    await page.getByLabel('Ket DPC3').fill('Dicek: masuk 74.000');
    await page.getByLabel('Depo Amount DPC3').fill('74000');
    await page.getByLabel('Ket DPC3').press('Enter');
    await page.getByText('Berhasil update 1 data.').waitFor();
    await expect.poll(() => page.getByLabel('Ket DPC3').count()).toBe(0);

    // Delete the Pending DPD4.
    await page.getByRole('button', { name: 'Delete DPD4' }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Delete' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('Berhasil hapus 1 data.').waitFor();
    await expect.poll(() => page.getByText('DPD4').count()).toBe(0);
    await shot(page, 'view-bo-after-review');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`viewbo_rev_all_${Number(dd)}-${MONTHS[today.getUTCMonth()]}-${yyyy}.csv`);
    const rows = parse(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r['Ticket No'], r['Status'], r['Ket'], r['Approved Amount']])).toEqual([
      ['DPA1', 'Approved', 'AUTO nama+nominal | BCA 08:02 | skor 1.00', ''],
      ['DPB2', 'Approved', 'AUTO nama+nominal | BCA 08:03 | skor 1.00', ''],
      ['DPC3', 'Approved', 'Dicek: masuk 74.000', '74000'],
    ]);

    // View Mutasi: each line with the ticket it backs; the 74 000 line stays Pending (a person approved DPC3 by hand).
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View Mutasi', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View Mutasi Deposit' });
    await page.getByLabel('Website').selectOption('REV');
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table');
    await table.getByText('DPA1').waitFor();
    await table.getByText('DPB2').waitFor();
    expect(await table.getByText('Pending', { exact: true }).count()).toBe(1);
    await shot(page, 'view-mutasi-deposit');
    await context.close();
  });
});
