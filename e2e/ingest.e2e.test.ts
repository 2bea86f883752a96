import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { selectTextFits, shot, signIn } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByLabel(label).selectOption({ label: option });
}

/** Fills the upload form for a deposit statement of `bank` of website ABC and its one account of that bank. */
async function chooseBankStatement(page: Page, bank: 'BCA' | 'Mandiri') {
  await choose(page, /^Provider/, 'Nexus');
  await choose(page, /^Transaction Type/, 'Deposit');
  await choose(page, /^Upload Type/, 'Bank Settlement');
  await choose(page, /^Upload Category/, 'Bank');
  await page.getByLabel(/^Website/).selectOption('ABC');
  await choose(page, /^Bank/, bank);
  const account = page.getByLabel(new RegExp(`^Akun ${bank}`));
  await expect(account).not.toHaveValue(''); // the only account is chosen by itself
  // Its name and number whole: two accounts of one bank often share the company's name.
  const fit = await selectTextFits(account, true);
  expect(fit.needed, JSON.stringify(fit)).toBeLessThanOrEqual(fit.width);
}

/** Fills the upload form for a BCA statement of website ABC and its one BCA account. */
async function chooseBca(page: Page) {
  await chooseBankStatement(page, 'BCA');
  await page.getByLabel(/^Tanggal Mutasi \(BCA\)/).fill('2026-06-27');
}

async function submit(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Upload File (.csv only)').setInputFiles(file);
  await page.getByRole('button', { name: 'Submit Upload' }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi Upload' }).getByRole('button', { name: 'Ya, Lanjutkan' }).click();
}

test.describe('upload, templates and convert in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });

  test('an ADMIN downloads the BCA template, uploads it back, uploads a Nexus BO file, and converts a Mandiri Excel file then uploads it', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    for (const [bank, number] of [
      ['BCA', '7770001111'],
      ['MANDIRI', '7770002222'],
    ]) {
      const res = await page.request.post('/api/createakunbank', {
        data: {
          akun_bank_website: 'ABC',
          akun_bank_jenis_transaksi: 'DEPO',
          akun_bank_bank: bank,
          akun_bank_name: `PT ABC SENTOSA MAKMUR ${bank}`,
          akun_bank_no: number,
        },
      });
      expect([201, 409]).toContain(res.status());
    }

    // Templates: download the BCA template.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Template', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Mutasi BCA' }).click()]);
    expect(download.suggestedFilename()).toBe('template_mutasi_bca.csv');
    const templatePath = await download.path();
    await shot(page, 'templates');

    // Upload it back as a BCA statement.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'BO dan Bank Settlement Upload' }).first()).toBeVisible();
    await chooseBca(page);
    await shot(page, 'upload-form');
    await submit(page, { name: 'template_mutasi_bca.csv', mimeType: 'text/csv', buffer: readFileSync(templatePath!) });
    await expect(page.locator('body')).toContainText('Rp250.000', { timeout: 15_000 });
    await shot(page, 'upload-result');

    // The same file again: already there.
    await chooseBca(page);
    await submit(page, { name: 'template_mutasi_bca.csv', mimeType: 'text/csv', buffer: readFileSync(templatePath!) });
    await expect(page.locator('body')).toContainText('ℹ️ Data sudah ada untuk tanggal 27-Jun-2026', { timeout: 15_000 });

    // A Nexus BO deposit file with two tickets.
    const bo = [
      'Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Depo Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Bo Desc,Bo Ref,Bo Status,Bo Reason,Bo Handler,Bo Website,Player Ref,Player Own Ref',
      'DP1,27/06/2026 14:00:00,27/06/2026 14:06:40,budi88,BUDI SANTOSO,BANK,250000,0,0,0,250000,BCA - BUDI SANTOSO - 1234567890,BCA - PT ABC - 7770001111,Deposit BCA,REF1,APPROVED,,checker01,ABC,R1,O1',
      'DP2,27/06/2026 15:00:00,27/06/2026 15:02:00,siti77,SITI AMINAH,BANK,100000,0,0,0,100000,BNI - SITI AMINAH - 0123456789,BCA - PT ABC - 7770001111,Deposit BCA,REF2,APPROVED,,checker01,ABC,R2,O2',
    ].join('\n');
    await choose(page, /^Provider/, 'Nexus');
    await choose(page, /^Transaction Type/, 'Deposit');
    await choose(page, /^Upload Type/, 'Upload BO');
    await page.getByLabel(/^Website/).selectOption('ABC');
    await submit(page, { name: 'bo-nexus.csv', mimeType: 'text/csv', buffer: Buffer.from(bo) });
    await expect(page.locator('body')).toContainText('✅ 2 data berhasil ditambahkan.', { timeout: 15_000 });

    // The evening's export: the panel rejected DP2 since. Nothing new, and the page says what changed.
    await choose(page, /^Provider/, 'Nexus');
    await choose(page, /^Transaction Type/, 'Deposit');
    await choose(page, /^Upload Type/, 'Upload BO');
    await page.getByLabel(/^Website/).selectOption('ABC');
    await submit(page, { name: 'bo-nexus-evening.csv', mimeType: 'text/csv', buffer: Buffer.from(bo.replace('REF2,APPROVED', 'REF2,REJECTED')) });
    await expect(page.getByTestId('upload-warnings')).toContainText('Ticket DP2 diperbarui dari panel (Bo Status APPROVED → REJECTED).', { timeout: 15_000 });
    await shot(page, 'upload-panel-changed');

    // Convert a Mandiri Livin' Excel export, then upload the CSV it gives.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Mutasi');
    sheet.addRow(['e-Statement']);
    sheet.addRow(['No', 'Tanggal', 'Keterangan', 'Dana Masuk (IDR)', 'Dana Keluar (IDR)', 'Saldo (IDR)']);
    sheet.addRow(['No', 'Date', 'Remarks', 'Incoming', 'Outgoing', 'Balance']);
    sheet.addRow([1, '27 Jun 2026', 'Transfer dari BANK MANDIRI ANDI WIJAYA 1234567890123', '150.000,00', '', '2.150.000,00']);
    sheet.addRow(['', '14:05:10 WIB', '']);
    const excel = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Convert Mutasi', exact: true }).click();
    // The upload form (whose name also says Bank) is gone before the Convert form is used.
    await expect(page.getByRole('heading', { name: 'Convert Mutasi' }).first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'BO dan Bank Settlement Upload' })).toHaveCount(0);
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'Mandiri' });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'Mutasi Juni.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: excel });
    const [converted] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Convert & Download' }).click()]);
    expect(converted.suggestedFilename()).toBe('Mutasi Juni.csv');
    await expect(page.locator('body')).toContainText('✅ File converted and downloaded successfully!');
    await shot(page, 'convert');

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Upload', exact: true }).click();
    await chooseBankStatement(page, 'Mandiri');
    await submit(page, { name: 'Mutasi Juni.csv', mimeType: 'text/csv', buffer: readFileSync((await converted.path())!) });
    await expect(page.locator('body')).toContainText('Rp150.000 ANDI WIJAYA ditambahkan.', { timeout: 15_000 });
  });
});
