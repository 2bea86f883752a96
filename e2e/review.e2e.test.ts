import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { shot } from './browser.ts';
import { HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import {
  BCA_HEADER,
  BO_HEADER,
  createWebsiteWithBank,
  creditLine,
  depositRow,
  jakartaDay,
  scenarioCredits,
  scenarioDeposits,
  signInWithWebsite,
  uploadCsv,
} from './upload-files.ts';

/** Today in Jakarta: the edit window of View BO only opens for recent statement dates. */
const today = jakartaDay();
const credit = (time: string, text: string, amount: number) => creditLine(today.at(time), text, amount);
const upload = (page: Page, endpoint: string, fields: Record<string, string>, content: string) =>
  uploadCsv(page, endpoint, { groups: 'REV', dates: today.form, ...fields }, content);

/**
 * axe's serious and critical findings on the page as it is now (accessibility.e2e.test.ts audits the rest). The
 * toasts of the steps before are left out: they are not what these steps add.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .exclude('[aria-live="polite"]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

test.describe('View BO in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });

  test('shows the rows the matcher approved and the Pending ones; a checker approves one with a corrected amount, deletes another, and exports CSV', async ({
    page,
  }) => {
    await signInWithWebsite(page, 'REV', 'Review Site', { name: 'PT REV', number: '7771110000' });

    const bo = [BO_HEADER, ...scenarioDeposits(today, 'REV', 'PT REV - 7771110000', 'DP')].join('\n');
    const statement = [BCA_HEADER, ...scenarioCredits(today)].join('\n');
    expect((await upload(page, 'checkdata', {}, bo)).matched).toBe(0);
    expect((await upload(page, 'mutasiupdepobca', { corporate_bank_name: 'PT REV', corporate_bank_no: '7771110000' }, statement)).matched).toBe(2);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View BO', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View BO Deposit' });
    await page.getByLabel('Website').selectOption('REV');
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Auto: Nama')).toHaveCount(2);
    await expect(page.getByLabel(/^Ket DP[CD]/)).toHaveCount(2);

    // The likely line of the Pending DPC3, shown in its row: 1 000 less arrived.
    const dpc3 = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'DPC3', exact: true }) });
    await expect(dpc3.getByText('nominal beda Rp1.000 (biaya transfer?)')).toBeVisible();
    await expect(dpc3.getByText('Approve memakai nominal mutasi 74.000 (BO 75.000).')).toBeVisible();
    await shot(page, 'view-bo-deposit');

    // Approve DPC3 with a note and the suggested line as its backing, at the amount that really arrived.
    await page.getByLabel('Ket DPC3').fill('Dicek: masuk 74.000');
    await dpc3.getByRole('button', { name: 'Approve dengan mutasi ini' }).click();
    await expect(page.getByText('Berhasil update 1 data. DPC3 disetujui dengan nominal mutasi 74.000 (BO 75.000).')).toBeVisible();
    await expect(page.getByLabel('Ket DPC3')).toHaveCount(0);

    // Delete the Pending DPD4.
    await page.getByRole('button', { name: 'Delete DPD4' }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Delete' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(page.getByText('Berhasil hapus 1 data.')).toBeVisible();
    await expect(page.getByText('DPD4')).toHaveCount(0);
    await shot(page, 'view-bo-after-review');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`viewbo_rev_all_${today.short}.csv`);
    const rows = parse(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r['Ticket No'], r['Status'], r['Ket'], r['Approved Amount']])).toEqual([
      ['DPA1', 'Approved', 'AUTO nama+nominal | BCA 08:02 | skor 1.00', ''],
      ['DPB2', 'Approved', 'AUTO nama+nominal | BCA 08:03 | skor 1.00', ''],
      ['DPC3', 'Approved', 'Dicek: masuk 74.000', '74000'],
    ]);

    // View Mutasi: each line with the ticket it backs, the 74 000 one with DPC3, which the checker linked to it.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View Mutasi', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View Mutasi Deposit' });
    await page.getByLabel('Website').selectOption('REV');
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table.getByText('DPA1')).toBeVisible();
    await expect(table.getByText('DPB2')).toBeVisible();
    await expect(table.getByText('DPC3')).toBeVisible();
    await expect(table.getByText('Pending', { exact: true })).toHaveCount(0);
    await shot(page, 'view-mutasi-deposit');
  });

  test('a ticket the panel rejected is approved only after a confirmation; an approval of the matcher is taken back with a reason and stays Pending', async ({
    page,
  }) => {
    await signInWithWebsite(page, 'RVB', 'Review Undo', { name: 'PT RVB', number: '7772220000' });
    const row = (ticket: string, time: string, name: string, amount: number, bank = 'BCA') =>
      depositRow('RVB', 'PT RVB - 7772220000', ticket, today.at(time), name, amount, 'op1', bank);
    const bo = [
      BO_HEADER,
      row('DUA1', '09:00:00', 'BUDI SANTOSO', 100000, 'MANDIRI'),
      row('DUR2', '09:01:00', 'EKO PRASETYO', 60000).replace(',APPROVED,', ',REJECTED,'),
    ].join('\n');
    const statement = [BCA_HEADER, credit('09:02:00', 'BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO', 100000)].join('\n');
    const form = { groups: 'RVB', dates: today.form };
    await uploadCsv(page, 'checkdata', form, bo);
    expect((await uploadCsv(page, 'mutasiupdepobca', { ...form, corporate_bank_name: 'PT RVB', corporate_bank_no: '7772220000' }, statement)).matched).toBe(1);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View BO', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View BO Deposit' });
    await page.getByLabel('Website').selectOption('RVB');
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Ditolak panel: REJECTED')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Pilih DUR2' })).toBeDisabled();
    await shot(page, 'view-bo-panel-refused');
    expect(await seriousViolations(page)).toEqual([]);

    // The rejected ticket: Update asks first.
    await page.getByLabel('Ket DUR2').fill('Dana masuk, status panel salah');
    await page.getByRole('row').filter({ hasText: 'DUR2' }).getByRole('button', { name: 'Update' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi Approve' });
    await expect(confirm.getByText('Ticket DUR2 berstatus REJECTED di panel')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ya, Approve' }).click();
    await expect(page.getByText('Berhasil update 1 data.')).toBeVisible();
    await expect(page.getByLabel('Ket DUR2')).toHaveCount(0);

    // The matcher's approval of DUA1, taken back: the reason is required.
    await page.getByRole('button', { name: 'Batalkan approve DUA1' }).click();
    const undo = page.getByRole('dialog', { name: 'Batalkan approve DUA1' });
    await undo.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await expect(undo.getByRole('alert').getByText('Alasan pembatalan tidak boleh kosong.')).toBeVisible();
    await undo.getByLabel(/^Alasan pembatalan/).fill('Salah orang, nama sama');
    await shot(page, 'view-bo-undo-dialog');
    expect(await seriousViolations(page)).toEqual([]);
    await undo.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await expect(page.getByText('Approve ticket DUA1 dibatalkan, data kembali Pending.')).toBeVisible();
    // Pending again, the line not given back to it by the matcher, and the row says who took it back and why.
    await expect(page.getByLabel('Ket DUA1')).toBeVisible();
    await expect(page.getByText(/^Approve dibatalkan: Dibatalkan oleh admin \d{1,2} \w{3} \d{2}:\d{2}: Salah orang, nama sama$/)).toBeVisible();
    await expect(page.getByText('Auto: Nama')).toHaveCount(0);
    await shot(page, 'view-bo-after-undo');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("taking back one website's approval of a transfer on an account two websites share approves the other website's waiting request", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const shared = { number: '7773330000' };
    await signInWithWebsite(page, 'SHA', 'Shared A', { name: 'PT SHA', ...shared });
    await createWebsiteWithBank(page, 'SHB', 'Shared B', { name: 'PT SHB', ...shared });
    const request = (website: string, ticket: string, time: string) =>
      depositRow(website, `PT ${website} - ${shared.number}`, ticket, today.at(time), 'BUDI SANTOSO', 100000, 'op1', 'MANDIRI');
    const statement = [BCA_HEADER, credit('10:02:00', 'BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO', 100000)].join('\n');
    for (const [website, ticket, time] of [
      ['SHA', 'SHA1', '10:00:00'],
      ['SHB', 'SHB1', '10:01:00'],
    ] as const) {
      const form = { groups: website, dates: today.form };
      await uploadCsv(page, 'checkdata', form, [BO_HEADER, request(website, ticket, time)].join('\n'));
      const bank = { ...form, corporate_bank_name: `PT ${website}`, corporate_bank_no: shared.number };
      // One transfer, stored once per website: the first website's run takes it, the second's sees it held.
      expect((await uploadCsv(page, 'mutasiupdepobca', bank, statement)).matched).toBe(website === 'SHA' ? 1 : 0);
    }

    const search = async (website: string) => {
      await page.getByLabel('Website').selectOption(website);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View BO', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View BO Deposit' });
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await search('SHB');
    await expect(page.getByLabel('Ket SHB1')).toBeVisible();
    await expect(page.getByText('sudah dipakai ticket SHA1 di website SHA').first()).toBeVisible();
    await shot(page, 'view-bo-shared-held');

    await search('SHA');
    await page.getByRole('button', { name: 'Batalkan approve SHA1' }).click();
    const undo = page.getByRole('dialog', { name: 'Batalkan approve SHA1' });
    await undo.getByLabel(/^Alasan pembatalan/).fill('Uang ini untuk website SHB');
    await undo.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await expect(page.getByText('Approve ticket SHA1 dibatalkan, data kembali Pending.')).toBeVisible();
    await expect(page.getByLabel('Ket SHA1')).toBeVisible();

    // SHB's request took the freed transfer in the same step, not at SHB's next upload.
    await search('SHB');
    await expect(page.getByText('Auto: Nama')).toHaveCount(1);
    await expect(page.getByLabel('Ket SHB1')).toHaveCount(0);
    await shot(page, 'view-bo-shared-after-undo');
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone (opened there: resized, the page would be shot while its menu slides away).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByText('Auto: Nama')).toBeVisible();
    await shot(page, 'view-bo-shared-after-undo-mobile');
  });
});
