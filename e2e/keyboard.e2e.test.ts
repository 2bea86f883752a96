import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, FileChooser } from 'playwright-core';
import { launchBrowser, settle, shot, tabTo } from './browser.ts';
import { E2E_ADMIN_PASSWORD } from './global-setup.ts';
import { BO_HEADER, depositRow, jakartaDay } from './upload-files.ts';

/**
 * The day's core work with the keyboard alone: Tab and Shift+Tab to move, typing (a closed <select> takes
 * the option whose label starts with the typed word: the browser's type-ahead), Enter and Space to act. No mouse, no
 * element.click(). The one exception is the file itself: Space on the focused file input opens the
 * system's file chooser, which a test cannot type into, so the test hands the file to that chooser
 * (Playwright's 'filechooser' event); everything around it is keys.
 */
const base = inject('e2eBaseUrl');
const SITE = 'KBD';
const SITE_NAME = 'Keyboard Site';
const today = jakartaDay();
let browser: Browser;

describe.skipIf(!base)('keyboard only, in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, uploads a BO file from the Upload page, approves a Pending row of View BO with a note, and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const keys = page.keyboard;
    const focused = () => page.locator(':focus');

    // Sign in: the username field has the focus on arrival.
    await page.goto(`${base}/signin`);
    await page.getByLabel('Username').waitFor();
    expect(await focused().getAttribute('name')).toBe('username');
    await keys.type('admin');
    await keys.press('Tab');
    await keys.type(E2E_ADMIN_PASSWORD);
    await keys.press('Enter');
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL(`${base}/`);
    // (Setup, not the flow under test: a website of this file's own.)
    const site = await page.request.post(`${base}/api/createwebsite`, { data: { website_name: SITE_NAME, website_code: SITE, website_panel: 'NEXUS' } });
    expect(site.ok(), await site.text()).toBe(true);

    // The first Tab offers a way past the menu; the menu itself leads to Upload.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await settle(page); // from here on the page's requests are followed, for the settle before the file below
    await keys.press('Tab');
    expect(await focused().textContent()).toBe('Skip to content');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await tabTo(page, menu.getByRole('link', { name: 'Upload', exact: true }));
    await keys.press('Enter');
    await page.waitForURL(`${base}/upload`);

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
    // The last choice loads the website's accounts and the form renders again: Space must reach the file input
    // after that, so the page settles first, and a press that opened nothing (the focus moved) is tried again.
    await settle(page);
    const fileInput = page.getByLabel('Upload File (.csv only)');
    let chooser: FileChooser | undefined;
    for (let attempt = 0; !chooser && attempt < 3; attempt++) {
      if (!(await fileInput.evaluate((el) => el === document.activeElement))) await tabTo(page, fileInput);
      [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => undefined), keys.press('Space')]);
    }
    if (!chooser) throw new Error('Space on the focused file input opened no file chooser');
    await chooser.setFiles({ name: `bo-${today.short}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText(`bo-${today.short}.csv`).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Submit Upload' }));
    await keys.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Konfirmasi Upload' });
    await confirm.waitFor();
    // The dialog shows how the server read the file; its confirm button waits for that.
    await expect.poll(() => confirm.getByTestId('preview-summary').textContent()).toMatch(/^Dibaca sebagai .+: 2 baris\.$/);
    await tabTo(page, confirm.getByRole('button', { name: 'Ya, Lanjutkan' }));
    await keys.press('Enter');
    await expect.poll(() => page.getByTestId('upload-message').textContent()).toBe('✅ 2 data berhasil ditambahkan.');
    await shot(page, 'keyboard-upload');

    // View BO: filters, Search, then the note of a Pending row, sent with Enter.
    await tabTo(page, menu.getByRole('link', { name: 'View BO', exact: true }), { backward: true });
    await keys.press('Enter');
    await page.waitForURL(`${base}/view-bo`);
    for (const [label, option] of [
      ['Website', SITE_NAME],
      ['Status Type', 'Pending'],
    ] as const) {
      const select = page.getByRole('combobox', { name: label });
      await tabTo(page, select);
      await keys.type(option.split(' ')[0]!); // the first word picks the option
      await expect.poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(option);
    }
    expect(await page.getByLabel('Date').inputValue()).toBe(today.iso);
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await keys.press('Enter');
    const ket = page.getByLabel('Ket KBB2');
    await ket.waitFor();
    await tabTo(page, ket);
    await keys.type('Dicek lewat keyboard');
    await keys.press('Enter');
    await page.getByText('Berhasil update 1 data.').waitFor();
    await expect.poll(() => ket.count()).toBe(0);
    await shot(page, 'keyboard-view-bo');

    // The user menu: Enter opens it on its first item, the arrow keys move, Enter signs out.
    await tabTo(page, page.getByRole('button', { name: /Selamat/ }), { backward: true });
    await keys.press('Enter');
    await expect.poll(() => focused().textContent()).toBe('Edit profile');
    await keys.press('ArrowDown');
    expect(await focused().textContent()).toBe('Sign out');
    await keys.press('Enter');
    await page.waitForURL(`${base}/signin`);
    await context.close();
  });
});
