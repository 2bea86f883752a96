import { expect, test, type FileChooser } from '@playwright/test';
import { shot, tabTo } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BO_HEADER, depositRow, jakartaDay } from './upload-files.ts';

/**
 * The day's core work with the keyboard alone: Tab and Shift+Tab to move, typing (a closed <select> takes
 * the option whose label starts with the typed word: the browser's type-ahead), Enter and Space to act. No mouse, no
 * element.click(). The one exception is the file itself: Space on the focused file input opens the
 * system's file chooser, which a test cannot type into, so the test hands the file to that chooser
 * (Playwright's 'filechooser' event); everything around it is keys.
 */
const SITE = 'KBD';
const SITE_NAME = 'Keyboard Site';
const today = jakartaDay();

test.describe('keyboard only, in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use({ viewport: { width: 1280, height: 900 } });

  test('signs in, uploads a BO file from the Upload page, approves a Pending row of View BO with a note, and signs out', async ({ page }) => {
    const keys = page.keyboard;
    const focused = () => page.locator(':focus');

    // Sign in: the username field has the focus on arrival.
    await page.goto('/signin');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(focused()).toHaveAttribute('name', 'username');
    await keys.type('admin');
    await keys.press('Tab');
    await keys.type(E2E_ADMIN_PASSWORD);
    await keys.press('Enter');
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL('/');
    // (Setup, not the flow under test: a website of this file's own.)
    const site = await page.request.post('/api/createwebsite', { data: { website_name: SITE_NAME, website_code: SITE, website_panel: 'NEXUS' } });
    expect(site.ok(), await site.text()).toBe(true);

    // The first Tab offers a way past the menu; the menu itself leads to Upload.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await keys.press('Tab');
    await expect(focused()).toHaveText('Skip to content');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await tabTo(page, menu.getByRole('link', { name: 'Upload', exact: true }));
    await keys.press('Enter');
    await expect(page).toHaveURL('/upload');

    // The cascade of choices, then the file.
    for (const [label, option] of [
      ['Provider', 'Nexus'],
      ['Transaction Type', 'Deposit'],
      ['Upload Type', 'Upload BO'],
      ['Website', SITE_NAME],
    ] as const) {
      const select = page.getByRole('combobox', { name: label });
      await tabTo(page, select);
      await keys.type(option.split(' ')[0]!); // the first word picks the option
      await expect.poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(option);
    }
    const deposit = (ticket: string, time: string, name: string, amount: number) =>
      depositRow(SITE, 'PT KBD - 7775550000', ticket, today.at(time), name, amount);
    const csv = [BO_HEADER, deposit('KBA1', '09:00:00', 'BUDI SANTOSO', 125000), deposit('KBB2', '09:05:00', 'SITI AMINAH', 60000)].join('\n');
    // The complete choice renders the file area: Space must reach its file input once it is there and usable, and a
    // press that opened nothing (the form rendered again and the focus moved) is tried again.
    const fileInput = page.getByLabel('Upload File (.csv only)');
    await expect(fileInput).toBeEnabled();
    let chooser: FileChooser | undefined;
    for (let attempt = 0; !chooser && attempt < 3; attempt++) {
      if (!(await fileInput.evaluate((el) => el === document.activeElement))) await tabTo(page, fileInput);
      [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => undefined), keys.press('Space')]);
    }
    if (!chooser) throw new Error('Space on the focused file input opened no file chooser');
    await chooser.setFiles({ name: `bo-${today.short}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText(`bo-${today.short}.csv`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Submit Upload' }));
    await keys.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi Upload' });
    await expect(confirm).toBeVisible();
    // The dialog shows how the server read the file; its confirm button waits for that.
    await expect(confirm.getByTestId('preview-summary')).toHaveText(/^Dibaca sebagai .+: 2 baris\.$/);
    await tabTo(page, confirm.getByRole('button', { name: 'Ya, Lanjutkan' }));
    await keys.press('Enter');
    await expect(page.getByTestId('upload-message')).toHaveText('✅ 2 data berhasil ditambahkan.');
    await shot(page, 'keyboard-upload');

    // View BO: filters, Search, then the note of a Pending row, sent with Enter.
    await tabTo(page, menu.getByRole('link', { name: 'View BO', exact: true }), { backward: true });
    await keys.press('Enter');
    await expect(page).toHaveURL('/view-bo');
    for (const [label, option] of [
      ['Website', SITE_NAME],
      ['Status Type', 'Pending'],
    ] as const) {
      const select = page.getByRole('combobox', { name: label });
      await tabTo(page, select);
      await keys.type(option.split(' ')[0]!); // the first word picks the option
      await expect.poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(option);
    }
    await expect(page.getByLabel('Date')).toHaveValue(today.iso);
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await keys.press('Enter');
    const ket = page.getByLabel('Ket KBB2');
    await expect(ket).toBeVisible();
    await tabTo(page, ket);
    await keys.type('Dicek lewat keyboard');
    await keys.press('Enter');
    await expect(page.getByText('Berhasil update 1 data.')).toBeVisible();
    await expect(ket).toHaveCount(0);
    await shot(page, 'keyboard-view-bo');

    // The user menu: Enter opens it on its first item, the arrow keys move, Enter signs out.
    await tabTo(page, page.getByRole('button', { name: /Selamat/ }), { backward: true });
    await keys.press('Enter');
    await expect(focused()).toHaveText('Edit profile');
    await keys.press('ArrowDown');
    await expect(focused()).toHaveText('Sign out');
    await keys.press('Enter');
    await expect(page).toHaveURL('/signin');
  });
});
