import { expect, test, type Page } from '@playwright/test';
import { shot, signIn, signOut } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';

/** Opens a menu page and waits for its card. */
async function open(page: Page, menu: string, card: string) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: menu, exact: true }).click();
  await expect(page.getByRole('heading', { name: card })).toBeVisible();
}

async function confirm(page: Page, text: string, button: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('master data in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an ADMIN adds a website, a DEPO bank account and a whitelist entry, toggles and removes them, and sees each step in Tracking', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);

    // Website: the code is forced to upper-case letters and digits as it is typed.
    await open(page, 'Website', 'Table Website');
    await page.getByRole('button', { name: 'Add Website' }).click();
    const addSite = page.getByRole('dialog', { name: 'Add Website' });
    await addSite.getByLabel(/^Website Name/).fill('Gamma Luxe');
    await addSite.getByLabel(/^Website Code/).pressSequentially('gm-1');
    await expect(addSite.getByLabel(/^Website Code/)).toHaveValue('GM1');
    await addSite.getByLabel(/^Website Panel/).selectOption({ label: 'Luxe' });
    await addSite.getByRole('button', { name: 'Submit' }).click();
    await expect(row(page, 'GM1')).toBeVisible();
    await expect(row(page, 'GM1')).toContainText('LUXE');
    await shot(page, 'website');

    // Data Bank: a DEPO BCA account for the new website, deactivated, then removed.
    await open(page, 'Data Bank', 'Table Data Bank');
    await page.getByRole('button', { name: 'Add Data Bank' }).click();
    const addBank = page.getByRole('dialog', { name: 'Add New Data Bank' });
    await addBank.getByLabel(/^Website/).selectOption('GM1');
    await addBank.getByLabel(/^Jenis Transaksi/).selectOption('DEPO');
    await addBank.getByLabel(/^Bank/).selectOption('BCA');
    await addBank.getByLabel(/^Account Name/).fill('PT Gamma');
    await addBank.getByLabel(/^Account Number/).pressSequentially('12-345 67890');
    await expect(addBank.getByLabel(/^Account Number/)).toHaveValue('1234567890');
    await addBank.getByRole('button', { name: 'Submit' }).click();
    await expect(addBank).toHaveCount(0);
    await expect(row(page, '1234567890')).toBeVisible();
    await shot(page, 'databank');
    await row(page, '1234567890').getByRole('button', { name: 'Deactivate' }).click();
    await confirm(page, 'Deactivate bank account PT Gamma (1234567890)?', 'Yes, Confirm');
    await expect(row(page, '1234567890')).toContainText('Inactive');
    await row(page, '1234567890').getByRole('button', { name: 'Remove' }).click();
    await confirm(page, 'Remove bank account PT Gamma (BCA - 1234567890)?', 'Yes, Remove');
    await expect(row(page, '1234567890')).toHaveCount(0);

    // Whitelist: a bad address is refused in the dialog; a good one is added, deactivated, removed.
    await open(page, 'Whitelist', 'Table Whitelist');
    await page.getByRole('button', { name: 'Add WL' }).click();
    const addIp = page.getByRole('dialog', { name: 'Add New Whitelist' });
    await addIp.getByLabel(/^IP Address/).pressSequentially('999.1.1.1');
    await addIp.getByRole('button', { name: 'Submit' }).click();
    await expect(addIp).toContainText('❌ IP format is invalid. Please use format like');
    await addIp.getByLabel(/^IP Address/).fill('');
    await addIp.getByLabel(/^IP Address/).pressSequentially('10.1.2.3x');
    await expect(addIp.getByLabel(/^IP Address/)).toHaveValue('10.1.2.3');
    await addIp.getByRole('button', { name: 'Submit' }).click();
    await expect(row(page, '10.1.2.3')).toBeVisible();
    await row(page, '10.1.2.3').getByRole('button', { name: 'Change Status' }).click();
    await confirm(page, 'deactivate whitelist entry 10.1.2.3', 'Yes, Confirm');
    await expect(row(page, '10.1.2.3')).toContainText('Inactive');
    await shot(page, 'whitelist');
    await row(page, '10.1.2.3').getByRole('button', { name: 'Remove' }).click();
    await confirm(page, 'Are you sure you want to remove whitelist entry for 10.1.2.3?', 'Yes, Remove');
    await expect(row(page, '10.1.2.3')).toHaveCount(0);

    // The website can go once nothing refers to it.
    await open(page, 'Website', 'Table Website');
    await row(page, 'GM1').getByRole('button', { name: 'Remove' }).click();
    await confirm(page, 'Remove website Gamma Luxe (GM1)?', 'Yes, Remove');
    await expect(row(page, 'GM1')).toHaveCount(0);

    // Tracking, newest first, shows every step.
    await open(page, 'Tracking', 'Table Tracking');
    const activity = page.getByRole('row');
    await expect(activity.filter({ hasText: 'Menghapus website GM1' })).toBeVisible();
    const texts = await activity.allTextContents();
    const expected = [
      'Menghapus website GM1',
      'Menghapus whitelist IP 10.1.2.3',
      'Menonaktifkan whitelist IP 10.1.2.3',
      'Menambahkan whitelist IP 10.1.2.3',
      'Menghapus akun bank BCA DEPO 1234567890 (PT Gamma) untuk website GM1',
      'Menonaktifkan akun bank BCA DEPO 1234567890 (PT Gamma) untuk website GM1',
      'Menambahkan akun bank BCA DEPO 1234567890 (PT Gamma) untuk website GM1',
      'Menambahkan website GM1 (LUXE)',
    ];
    const positions = expected.map((text) => texts.findIndex((t) => t.includes(text)));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await shot(page, 'tracking');
    await signOut(page);
  });

  test.describe('at 1366 x 768', () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test('the Users page fits 1366 x 768 beside the open sidebar: every row shows Change Password and Delete on screen', async ({ page }) => {
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      const websites = (await (await page.request.get('/api/websitelist')).json()) as { website_id: number; website_code: string }[];
      const abc = websites.find((w) => w.website_code === 'ABC')!;
      // Long names, as staff accounts are often named: they widen the Username and Created By columns.
      for (const [name, role] of [
        ['pemeriksa_shift_malam_alpha_nexus', 'CHECKER'],
        ['customer_service_alpha_nexus_pagi', 'CS'],
      ]) {
        const answer = await page.request.post('/api/addadminacc', {
          data: { account_name: name, account_password: `${name}-password`, account_role: role, account_website: abc.website_id },
        });
        expect(answer.status()).toBe(201);
      }
      await open(page, 'User', 'List User');
      const table = page.getByRole('region', { name: 'Admin Users' });
      const rows = table.locator('tbody tr');
      await expect(rows.filter({ hasText: 'customer_service_alpha_nexus_pagi' })).toBeVisible();
      expect(await page.locator('#app-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(290);

      // The width a person sees: the viewport less a vertical scroll bar, if any; and the table's own visible box.
      const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
      const region = (await table.boundingBox())!;
      const outside: string[] = [];
      const count = await rows.count();
      expect(count).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        const name = await row.locator('td').first().textContent();
        for (const button of ['Change Password', 'Delete']) {
          const box = await row.getByRole('button', { name: button }).boundingBox();
          if (!box) outside.push(`${name}: ${button} has no box`);
          else if (box.x < 0 || box.x + box.width > screenWidth || box.x + box.width > region.x + region.width) {
            outside.push(
              `${name}: ${button} spans ${Math.round(box.x)}-${Math.round(box.x + box.width)} px; screen ${screenWidth} px, table ends at ${Math.round(region.x + region.width)} px`,
            );
          }
        }
      }
      expect(outside).toEqual([]);
      // Neither the page nor the table scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      await shot(page, 'users-1366');
    });

    test('Data Bank and Tracking fit beside the open sidebar: every cell, the long date-times too, ends on screen; no table scrolls sideways', async ({
      page,
    }) => {
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      // A corporate account named as operators name them, and a Tracking entry as long as an upload's.
      const created = await page.request.post('/api/createakunbank', {
        data: {
          akun_bank_website: 'ABC',
          akun_bank_jenis_transaksi: 'DEPO',
          akun_bank_bank: 'MANDIRI',
          akun_bank_name: 'PT ALPHA NEXUS SENTOSA MAKMUR ABADI',
          akun_bank_no: '1370012345678',
        },
      });
      expect(created.status()).toBe(201);
      for (const [menu, card] of [
        ['Data Bank', 'Table Data Bank'],
        ['Tracking', 'Table Tracking'],
      ] as const) {
        await open(page, menu, card);
        const table = page.getByRole('region', { name: menu });
        await expect(table.locator('tbody tr').first()).toContainText(/\d{2} \w+ \d{4}/);
        const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
        const ends = await table
          .locator('tbody tr')
          .first()
          .locator('td')
          .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().right)));
        expect([menu, ends.filter((end) => end > screenWidth)]).toEqual([menu, []]);
        expect([menu, await table.evaluate((el) => el.scrollWidth - el.clientWidth)]).toEqual([menu, 0]);
        await shot(page, `${menu.toLowerCase().replace(' ', '-')}-1366`);
      }
    });
  });

  test('a CHECKER sees the Data Bank of its own website only and cannot toggle or remove', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    const websites = (await (await page.request.get('/api/websitelist')).json()) as { website_id: number; website_code: string }[];
    const xyz = websites.find((w) => w.website_code === 'XYZ')!;
    const post = async (url: string, data: object) => expect((await page.request.post(url, { data })).status()).toBe(201);
    await post('/api/addadminacc', { account_name: 'cek_xyz', account_password: 'cek_xyz-password', account_role: 'CHECKER', account_website: xyz.website_id });
    for (const [website, number] of [
      ['ABC', '1111111111'],
      ['XYZ', '2222222222'],
    ]) {
      await post('/api/createakunbank', {
        akun_bank_website: website,
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BRI',
        akun_bank_name: `Akun ${website}`,
        akun_bank_no: number,
      });
    }
    await signOut(page);

    await signIn(page, 'cek_xyz', 'cek_xyz-password');
    await open(page, 'Data Bank', 'Table Data Bank');
    await expect(row(page, '2222222222')).toBeVisible();
    await expect(row(page, '1111111111')).toHaveCount(0);
    await expect(row(page, '2222222222').getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await expect(row(page, '2222222222').getByRole('button', { name: 'Remove' })).toBeDisabled();
    await expect(page.getByLabel('Website').first()).toBeDisabled();
    await shot(page, 'databank-checker');
    // the server refuses what the disabled button would do
    const rows = (await (await page.request.get('/api/viewakunbank/xyz/100/1')).json()) as { akun_bank_id: number }[];
    expect((await page.request.put(`/api/updatestatusakunbank/${rows[0]!.akun_bank_id}`, { data: { akun_bank_status: false } })).status()).toBe(403);
    expect((await page.request.get('/api/viewakunbank/abc/100/1')).status()).toBe(404);
  });
});
