import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BCA_HEADER, BO_HEADER, creditLine, jakartaDay, scenarioCredits, scenarioDeposits, signInWithWebsite, uploadCsv } from './upload-files.ts';

const WD_HEADER =
  'Ticket No,App Date,Brand,Username,Fullname,Player Bank,Player Number,Amount,Nett Amount,Corporate Bank,Website,Remarks,WD Status,Handler,Ref Code,Own Ref,Last Balance';
const withdrawRow = (ticket: string, at: string, name: string, bank: string, number: string, amount: number) =>
  `${ticket},${at},DSH,${ticket.toLowerCase()},${name},${bank} - ${name},${number},${amount},${amount},BCA - PT DSH WD - 7773330001,DSH,WD ${bank},APPROVED,op1,,,1000000`;
const debitLine = (at: string, text: string, amount: number) => `${at},${text},${amount}.00,DB,5000000.00`;

/** `1.250.000` or `10.000,5` -> 1250000 / 10000.5 */
const rupiah = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));

/** One website's row of the dashboard table, read as the page shows it. */
async function dashboardRow(page: Page, code: string) {
  const row = page
    .getByRole('region', { name: 'Ringkasan per website' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${code}`) }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  const total = (cell: string) => {
    const m = /^([\d.,]+)\s+([\d.]+) data$/.exec(cell.trim());
    if (!m) throw new Error(`not an amount and count: ${cell}`);
    return { amount: rupiah(m[1]!), count: rupiah(m[2]!) };
  };
  const bySide = (cell: string) => {
    const m = /^Depo ([\d.]+)\s+WD ([\d.]+)$/.exec(cell.trim());
    if (!m) throw new Error(`not a figure per side: ${cell}`);
    return { deposit: rupiah(m[1]!), withdraw: rupiah(m[2]!) };
  };
  const lines = /^CR ([\d.]+) · ([\d.,]+)\s+DB ([\d.]+) · ([\d.,]+)$/.exec(cells[5]!.trim());
  if (!lines) throw new Error(`not the unmatched lines: ${cells[5]}`);
  return {
    deposit: total(cells[0]!),
    withdraw: total(cells[1]!),
    auto: bySide(cells[2]!),
    checker: bySide(cells[3]!),
    pending: bySide(cells[4]!),
    unmatchedCredit: { count: rupiah(lines[1]!), amount: rupiah(lines[2]!) },
    unmatchedDebit: { count: rupiah(lines[3]!), amount: rupiah(lines[4]!) },
  };
}

/** A View BO / View Mutasi list of today as the API answers the page: its total and its rows. */
async function list(page: Page, path: string) {
  const res = await page.request.get(`/api/${path}/100/1`);
  expect(res.status(), await res.text()).toBe(200);
  return { total: Number(res.headers()['x-total-count']), rows: (await res.json()) as Record<string, number | string | null>[] };
}

/** What View BO shows as a row's amount: the corrected one when a checker gave one. */
const shownSum = (rows: Record<string, number | string | null>[], amount: string) =>
  rows.reduce((sum, r) => sum + Math.round(Number(r.approved_amount ?? r[amount]) * 100), 0) / 100;

test.describe('Dashboard in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1440, height: 1000 } });

    test("shows today's figures of a website exactly as View BO and View Mutasi count them, and its Pending link opens View BO filtered to them", async ({
      page,
    }) => {
      await signInWithWebsite(page, 'DSH', 'Dashboard Site', { name: 'PT DSH', number: '7773330000' });
      const wdAccount = await page.request.post('/api/createakunbank', {
        data: { akun_bank_website: 'DSH', akun_bank_jenis_transaksi: 'WD', akun_bank_bank: 'BCA', akun_bank_name: 'PT DSH WD', akun_bank_no: '7773330001' },
      });
      expect(wdAccount.status()).toBe(201);

      const today = jakartaDay();
      const deposits = [BO_HEADER, ...scenarioDeposits(today, 'DSH', 'PT DSH - 7773330000', 'DS')].join('\n');
      const credits = [BCA_HEADER, ...scenarioCredits(today), creditLine(today.at('09:15:00'), 'BI-FAST CR TRANSFER   DR 014 JOKO PRANOTO', 33000)].join('\n');
      const withdrawals = [
        WD_HEADER,
        withdrawRow('DWA1', today.at('10:00:00'), 'EKO PRASETYO', 'BNI', '0123456789', 250000),
        withdrawRow('DWB2', today.at('10:05:00'), 'DEWI LESTARI', 'BRI', '0987654321', 80000),
      ].join('\n');
      const debits = [
        BCA_HEADER,
        // EKO banks with BNI: paid by BI-FAST to bank 009 (a BCA-to-BCA transfer would name another bank than his).
        debitLine(today.at('10:06:00'), 'BI-FAST DB TRANSFER   KE 009 EKO PRASETYO', 250000),
        debitLine(today.at('11:00:00'), `TRSF E-BANKING DB ${today.dd}${today.mm}/FTSCY/WS96002 45000.00AGUS SALIM`, 45000),
      ].join('\n');
      const bank = (number: string, jenis: string) => ({ groups: 'DSH', dates: today.form, jenis, corporate_bank_name: 'PT DSH', corporate_bank_no: number });
      await uploadCsv(page, 'checkdata', { groups: 'DSH', dates: today.form }, deposits);
      expect((await uploadCsv(page, 'mutasiupdepobca', bank('7773330000', 'DEPO'), credits)).matched).toBe(2);
      await uploadCsv(page, 'bowd', { groups: 'DSH', dates: today.form }, withdrawals);
      await uploadCsv(page, 'mutasiupdepobca', { ...bank('7773330001', 'WD'), corporate_bank_name: 'PT DSH WD' }, debits);

      // A checker approves DSC3 by hand, for the 74 000 that arrived, naming that credit as its backing.
      const c3 = (await list(page, `viewbo/${today.short}/DSH/pending`)).rows.find((r) => r.ticket_no === 'DSC3')!;
      const credit74 = (await list(page, `viewmutasi/${today.form}/DSH/pending`)).rows.find((r) => r.mutasi_amount === 74000)!;
      const approve = await page.request.put('/api/updatebodepostts', {
        data: {
          bank_statement_date: today.short,
          arr: [{ bo_id: c3.bo_id, ket_app: 'Dicek: masuk 74.000', depo_amount: 74000, depo_edited_by: 1, mutasi_id: credit74.mutasi_id }],
        },
      });
      expect(approve.status(), await approve.text()).toBe(200);

      // Away and back to the Dashboard (it was open since signing in, before any of this data).
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View BO', exact: true }).click();
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.getByRole('heading', { name: /^Ringkasan / })).toBeVisible();
      await expect(page.getByLabel(/^Tanggal/)).toHaveValue(today.iso);
      await expect(page.getByRole('region', { name: 'Ringkasan per website' }).getByRole('rowheader', { name: /^DSH/ })).toBeVisible();
      const shown = await dashboardRow(page, 'DSH');
      await shot(page, 'dashboard');

      // The figures of this scenario, worked out by hand: two deposits matched, one approved by a checker, one Pending.
      expect(shown.deposit).toEqual({ count: 4, amount: 100000 + 50000 + 74000 + 20000 });
      expect([shown.auto.deposit, shown.checker.deposit, shown.pending.deposit]).toEqual([2, 1, 1]);
      expect(shown.withdraw).toEqual({ count: 2, amount: 250000 + 80000 });
      expect([shown.auto.withdraw, shown.checker.withdraw, shown.pending.withdraw]).toEqual([1, 0, 1]);
      // The 74 000 credit now backs DSC3; the stray 33 000 is money without a request.
      expect(shown.unmatchedCredit).toEqual({ count: 1, amount: 33000 });
      expect(shown.unmatchedDebit).toEqual({ count: 1, amount: 45000 });

      // And every figure is what the View BO and View Mutasi lists of today hold.
      for (const [view, side, amount] of [
        ['viewbo', 'deposit', 'depo_amount'],
        ['viewbowd', 'withdraw', 'wd_amount'],
      ] as const) {
        const all = await list(page, `${view}/${today.short}/DSH/all`);
        const approved = await list(page, `${view}/${today.short}/DSH/approve`);
        const pending = await list(page, `${view}/${today.short}/DSH/pending`);
        expect(shown[side], view).toEqual({ count: all.total, amount: shownSum(all.rows, amount) });
        expect(shown.auto[side] + shown.checker[side], view).toBe(approved.total);
        expect(shown.auto[side], view).toBe(approved.rows.filter((r) => r.match_rule !== null).length);
        expect(shown.pending[side], view).toBe(pending.total);
      }
      const credit = await list(page, `viewmutasi/${today.form}/DSH/pending`);
      const debit = await list(page, `viewmutasiwd/${today.form}/DSH/pending`);
      expect(shown.unmatchedCredit.count).toBe(credit.total);
      expect(shown.unmatchedDebit).toEqual({ count: debit.total, amount: debit.rows.reduce((sum, r) => sum + Number(r.mutasiwd_amount), 0) });

      // The Pending link: View BO of DSH, today, Pending, shown at once with exactly those rows.
      await page.getByRole('link', { name: `Pending DSH Depo ${shown.pending.deposit}` }).click();
      await page.waitForURL((url) => url.pathname === '/view-bo');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ view: 'deposit', website: 'DSH', status: 'pending', date: today.iso });
      await expect(page.getByRole('combobox', { name: 'Website' })).toHaveValue('DSH');
      await expect(page.getByRole('combobox', { name: 'Status Type' })).toHaveValue('pending');
      const table = page.getByRole('region', { name: 'View BO Deposit' });
      await expect(table.getByRole('button', { name: 'DSD4', exact: true })).toBeVisible();
      await expect(table.locator('tbody > tr')).toHaveCount(shown.pending.deposit);
      await expect(page.getByText('Showing page 1 of 1')).toBeVisible();
      await shot(page, 'dashboard-pending-link');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits a phone: the website table scrolls inside its card, not the page', async ({ page }) => {
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      const region = page.getByRole('region', { name: 'Ringkasan per website' });
      await expect(region.getByRole('rowheader').first()).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible(); // the lazily loaded chart, drawn
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      const scroll = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll.scroll).toBeGreaterThan(scroll.client);
      await shot(page, 'dashboard-mobile');
    });
  });
});
