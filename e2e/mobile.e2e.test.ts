import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SCREENS } from '@auto-checker/contract';
import { openQuiet, selectTextFits, shot, signIn, withData } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BCA_HEADER, BO_HEADER, creditLine, depositRow, jakartaDay, signInWithWebsite, uploadCsv } from './upload-files.ts';

/**
 * A phone (390 x 844): no page scrolls sideways. A table wider than the screen may, inside its own
 * container. Pages are opened with data of this file's own website ('MOB'), since rows are what widen tables.
 * axe runs on a few pages too (every page is audited on a desktop in accessibility.e2e.test.ts): a phone
 * hides text of the header that may be what names a control. Each page is measured and audited once the network
 * has been quiet (openQuiet): the widths of its tables depend on the rows it loads.
 */
const SITE = 'MOB';
const today = jakartaDay();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The page's sideways overflow, and the widest elements that stick out of the screen outside a scroll container. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrollsSideways(p)) return false;
        return true;
      })
      .slice(-3)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

test.describe('on a phone, in Chromium', () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  test.use(PHONE);

  test('shows every page without sideways page scroll; wide tables scroll inside their card, View BO rows are cards', async ({ page, browser }) => {
    await signInWithWebsite(page, SITE, 'Mobile Site', { name: 'PT MOB', number: '7776660000' });
    const deposit = (ticket: string, time: string, name: string, amount: number, bank = 'BCA') =>
      depositRow(SITE, 'PT MOB - 7776660000', ticket, today.at(time), name, amount, 'op1', bank);
    await uploadCsv(
      page,
      'checkdata',
      { groups: SITE, dates: today.form },
      [BO_HEADER, deposit('MOA1', '08:00:00', 'BUDI SANTOSO WIBOWO', 1250000, 'MANDIRI'), deposit('MOB2', '08:01:00', 'SITI AMINAH', 50000)].join('\n'),
    );
    await uploadCsv(
      page,
      'mutasiupdepobca',
      { groups: SITE, dates: today.form, corporate_bank_name: 'PT MOB', corporate_bank_no: '7776660000' },
      [BCA_HEADER, creditLine(today.at('08:02:10'), 'BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO WIBOWO', 1250000)].join('\n'),
    );

    const wide: string[] = [];
    const axe: string[] = [];
    const audit = async (on: Page, path: string) => {
      const { violations } = await new AxeBuilder({ page: on }).options({ resultTypes: ['violations'] }).analyze();
      for (const v of violations)
        if (v.impact === 'serious' || v.impact === 'critical') axe.push(`${path}: ${v.id} [${v.impact}] ${v.nodes[0]?.target.join(' ')}`);
    };
    const paths = [...SCREENS.map((s) => withData(s.path, SITE, today.iso)), '/not-found'];
    for (const path of paths) {
      await openQuiet(page, path);
      const o = await overflow(page);
      if (o.scrollWidth > o.clientWidth) wide.push(`${path}: page ${o.scrollWidth} px wide on a ${o.clientWidth} px screen; ${o.culprits.join(', ')}`);
      if (path === '/' || path.startsWith('/view-bo')) await audit(page, path);
      if (path.startsWith('/view-bo')) {
        // The short view shows each BO row as a card on a phone: ticket, player and amount, then
        // status, each under its name, inside the screen; nothing scrolls sideways.
        const table = page.getByRole('region', { name: /^View BO/ });
        await expect(table.getByRole('button', { name: 'MOB2', exact: true })).toBeVisible();
        expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        const card = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'MOB2', exact: true }) });
        expect(await card.locator('td').evaluateAll((cells) => cells.map((td) => (td as HTMLElement).dataset.label ?? ''))).toEqual([
          '',
          'Ticket',
          'Player',
          'Depo Amount',
          'Status',
          'Ket',
          'Action',
        ]);
        for (const part of [
          card.getByRole('button', { name: 'MOB2', exact: true }),
          card.getByText('SITI AMINAH', { exact: true }),
          card.getByText('50.000', { exact: true }),
          card.getByText('Pending'),
        ]) {
          const box = (await part.boundingBox())!;
          expect(box.x >= 0 && box.x + box.width <= 390, `${await part.textContent()} at ${box.x}..${box.x + box.width}`).toBe(true);
        }
        await shot(page, 'mobile-view-bo');
      }
    }

    // The drawer by keyboard: past the skip link, the menu button opens it on its first link; Escape closes it.
    await openQuiet(page, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Toggle sidebar');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveText('Dashboard');
    await page.keyboard.press('Escape');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Toggle sidebar');

    // Signed out: a context of its own.
    const visitor = await browser.newContext(PHONE);
    const signin = await visitor.newPage();
    await openQuiet(signin, '/signin');
    await audit(signin, '/signin');
    // The app's name is shown on a phone too, on the screen and above the title.
    const appName = signin.getByText('Auto Checker to help you');
    await expect(appName).toBeVisible();
    const named = (await appName.boundingBox())!;
    const title = (await signin.getByRole('heading', { name: 'Sign In' }).boundingBox())!;
    expect(named.x).toBeGreaterThanOrEqual(0);
    expect(named.x + named.width).toBeLessThanOrEqual(390);
    expect(named.y + named.height).toBeLessThanOrEqual(title.y);
    await shot(signin, 'mobile-signin');
    const o = await overflow(signin);
    if (o.scrollWidth > o.clientWidth) wide.push(`/signin: ${o.scrollWidth} > ${o.clientWidth}; ${o.culprits.join(', ')}`);
    await visitor.close();

    expect(wide).toEqual([]);
    expect(axe).toEqual([]);
  });

  test('View BO and View Mutasi show the whole name of every View Type', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    for (const path of ['/view-bo', '/view-mutasi']) {
      await openQuiet(page, path);
      const fit = await selectTextFits(page.getByLabel('View Type'));
      expect(fit.needed, `${path}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.width);
    }
  });

  test('a table wider than the phone shades the side that hides columns, and the shade follows the scroll', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await openQuiet(page, '/tracking');
    const table = page.getByRole('region', { name: 'Tracking' });
    const shade = (side: 'left' | 'right') => table.locator('xpath=..').locator(`div[aria-hidden="true"].${side}-0`);
    await expect(table).toHaveAttribute('data-hidden', 'right');
    await expect(shade('right')).toBeVisible();
    await expect(shade('left')).toHaveCount(0);
    await table.evaluate((el) => el.scrollBy({ left: 120 }));
    await expect(table).toHaveAttribute('data-hidden', 'both');
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(table).toHaveAttribute('data-hidden', 'left');
    await expect(shade('left')).toBeVisible();
    await expect(shade('right')).toHaveCount(0);
    await shot(page, 'mobile-tracking-scrolled');
  });
});
