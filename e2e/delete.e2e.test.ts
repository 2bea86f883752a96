import { expect, test } from '@playwright/test';
import { shot } from './browser.ts';
import { HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BCA_HEADER, BO_HEADER, depositRow, jakartaDay, scenarioCredits, scenarioDeposits, signInWithWebsite, uploadCsv } from './upload-files.ts';

test.describe('Delete BO / Mutasi in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1280, height: 900 } });

  test("deletes today's fresh BO upload: its rows are gone and the statement lines they had matched are Pending again", async ({ page }) => {
    await signInWithWebsite(page, 'DEL', 'Delete Site', { name: 'PT DEL', number: '7772220000' });

    const today = jakartaDay();
    const yesterday = jakartaDay(1);
    const bo = [
      BO_HEADER,
      ...scenarioDeposits(today, 'DEL', 'PT DEL - 7772220000', 'DL').slice(0, 2),
      depositRow('DEL', 'PT DEL - 7772220000', 'DLC3', today.at('08:02:00'), 'ANDI WIJAYA', 75000),
    ].join('\n');
    // The statement is filed under yesterday's date: deleting today's data leaves it, and frees its lines.
    const statement = [BCA_HEADER, ...scenarioCredits(today).slice(0, 2)].join('\n');
    expect((await uploadCsv(page, 'checkdata', { groups: 'DEL', dates: today.form }, bo)).matched).toBe(0);
    const bank = { groups: 'DEL', dates: yesterday.form, corporate_bank_name: 'PT DEL', corporate_bank_no: '7772220000' };
    expect((await uploadCsv(page, 'mutasiupdepobca', bank, statement)).matched).toBe(2);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Delete BO / Mutasi (≤ 24 jam)' })).toBeVisible();
    await expect(page.getByLabel('Tanggal')).toHaveValue(today.iso);
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await expect(deleteButton).toBeDisabled();
    await page.getByLabel('Website / Group').selectOption('DEL');
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(dialog.getByText(today.form)).toBeVisible();
    await shot(page, 'delete-confirmation');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(
      page.getByText(
        `Berhasil menghapus data DEL tanggal ${today.form}: 3 BO deposit, 0 BO withdraw, 0 mutasi deposit, 0 mutasi withdraw. 2 data pasangannya kembali Pending dan dicocokkan ulang (0 approve otomatis).`,
      ),
    ).toBeVisible();
    await shot(page, 'delete-done');

    // View BO of today: nothing left.
    const view = await page.request.get(`/api/viewbo/${today.short}/DEL/all/100/1`);
    expect(await view.json()).toEqual([]);
    // View Mutasi of yesterday: both lines Pending again.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View Mutasi', exact: true }).click();
    await page.getByLabel('View Type').selectOption({ label: 'View Mutasi Deposit' });
    await page.getByLabel('Website').selectOption('DEL');
    await page.getByLabel('Status Type').selectOption({ label: 'Select All' });
    await page.getByLabel('Date').fill(yesterday.iso);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table.getByText('100.000')).toBeVisible();
    await expect(table.getByText('Pending', { exact: true })).toHaveCount(2);
    await expect(table.getByText('Approved', { exact: true })).toHaveCount(0);
  });
});
