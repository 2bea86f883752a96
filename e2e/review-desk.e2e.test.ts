import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn } from './browser.ts';
import { E2E_ADMIN_PASSWORD, HAS_CHROMIUM, NO_CHROMIUM } from './settings.ts';
import { BCA_HEADER, BO_HEADER, creditLine, depositRow, jakartaDay, signInWithWebsite, uploadCsv } from './upload-files.ts';

const today = jakartaDay();
/** `Nov`, `Agu`: the month as the tables write a short time (`26 Nov 08:01`). */
const shortMonth = new Intl.DateTimeFormat('id-ID', { month: 'short', timeZone: 'UTC' }).format(new Date(`${today.iso}T00:00:00Z`)).replace('.', '');

/**
 * The checker's desk at 1366 x 768, the laptop most checkers use: a day of 130 deposits, 99 backed by a
 * line, one paid Rp2.500 short, 30 unpaid. Everything a Pending row needs to be decided is inside the screen's width,
 * the table never scrolls sideways, and the states and searches land where the person is looking.
 */
const FIRST = ['BUDI', 'SITI', 'AGUS', 'DEWI', 'RINA', 'ANDI', 'YOGA', 'MAYA', 'HERU', 'IWAN'];
const LAST = ['SANTOSO', 'AMINAH', 'WIJAYA', 'LESTARI', 'MARLINA', 'SAPUTRA', 'PRATAMA', 'SETIAWAN', 'NUGROHO', 'HIDAYAT', 'GUNAWAN', 'SIREGAR', 'LUBIS'];
const ticket = (i: number) => `DK${String(i).padStart(3, '0')}`;
const nameOf = (i: number) => `${FIRST[i % 10]!} ${LAST[Math.floor(i / 10) % 13]!}`;
const clock = (i: number) => `${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
const amountOf = (i: number) => (i === 1 ? 500000 : 100000 + i * 1000);

/** Is the element drawn wholly inside the window's width (no sideways scroll needed to see or use it)? */
async function insideWidth(locator: Locator, width: number): Promise<string | null> {
  const box = await locator.boundingBox();
  if (box === null) return 'not drawn';
  return box.x >= 0 && box.x + box.width <= width ? null : `${Math.round(box.x)}..${Math.round(box.x + box.width)}`;
}

/** Is the element drawn wholly inside the box of `container` (not cut off at its edges)? */
async function insideBox(locator: Locator, container: Locator): Promise<string | null> {
  const [box, outer] = [await locator.boundingBox(), await container.boundingBox()];
  if (box === null || outer === null) return 'not drawn';
  const fits = box.x >= outer.x && box.x + box.width <= outer.x + outer.width;
  return fits ? null : `${Math.round(box.x)}..${Math.round(box.x + box.width)} in ${Math.round(outer.x)}..${Math.round(outer.x + outer.width)}`;
}

async function search(page: Page, view: string, status: string) {
  await page.getByLabel('View Type').selectOption({ label: view });
  await page.getByLabel('Website').selectOption('DSK');
  await page.getByLabel('Status Type').selectOption({ label: status });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The table's box scrolls sideways by this many pixels (0: it fits). */
const sideways = (page: Page) =>
  page.getByRole('region', { name: /^View (BO|Mutasi) (Deposit|Withdraw)$/ }).evaluate((box) => box.scrollWidth - box.clientWidth);

test.describe("the checker's desk at 1366 x 768, in Chromium", () => {
  test.skip(!HAS_CHROMIUM, NO_CHROMIUM);
  // The second test reads the first one's data (one seeding for both): it runs after it, and is skipped when it failed.
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 1366, height: 768 } });

  test("shows a Pending row's ticket, player, bank, amount, time, reason, note and approve control without sideways scrolling; approves at the line's amount and says so", async ({
    page,
  }) => {
    await signInWithWebsite(page, 'DSK', 'Desk Site', { name: 'PT DSK', number: '7772220000' });
    const indexes = Array.from({ length: 130 }, (_, k) => k + 1);
    const bo = [BO_HEADER, ...indexes.map((i) => depositRow('DSK', 'PT DSK - 7772220000', ticket(i), today.at(clock(i)), nameOf(i), amountOf(i)))].join('\n');
    const paid = indexes.filter((i) => i <= 100);
    const statement = [
      BCA_HEADER,
      ...paid.map((i) =>
        creditLine(
          today.at(clock(i)).replace(/:00$/, ':30'),
          `TRSF E-BANKING CR ${today.dd}${today.mm}/FTSCY/WS95031 ${i === 1 ? 497500 : amountOf(i)}.00${nameOf(i)}`,
          i === 1 ? 497500 : amountOf(i),
        ),
      ),
    ].join('\n');
    await uploadCsv(page, 'checkdata', { groups: 'DSK', dates: today.form }, bo);
    const lines = await uploadCsv(
      page,
      'mutasiupdepobca',
      { groups: 'DSK', dates: today.form, corporate_bank_name: 'PT DSK', corporate_bank_no: '7772220000' },
      statement,
    );
    expect(lines.matched).toBe(99);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View BO', exact: true }).click();
    await search(page, 'View BO Deposit', 'Pending');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^DK001/ }) });
    await expect(row.getByText('nominal beda Rp2.500 (biaya transfer?)')).toBeVisible();
    expect(await sideways(page)).toBe(0);
    const parts = {
      ticket: row.getByRole('button', { name: /^DK001/ }),
      time: row.getByText(`${today.dd} ${shortMonth} 08:01`, { exact: true }),
      username: row.getByText('dk001', { exact: true }),
      name: row.getByText(nameOf(1), { exact: true }),
      bank: row.getByText('BCA · 1234567890'),
      amount: row.getByText('500.000', { exact: true }),
      reason: row.getByText('nominal beda Rp2.500 (biaya transfer?)'),
      saysAmount: row.getByText('Approve memakai nominal mutasi 497.500 (BO 500.000).'),
      note: row.getByLabel('Ket DK001'),
      update: row.getByRole('button', { name: 'Update' }),
      approve: row.getByRole('button', { name: 'Approve dengan mutasi ini' }),
    };
    const outside: Record<string, string> = {};
    for (const [what, part] of Object.entries(parts)) {
      const problem = await insideWidth(part, 1366);
      if (problem) outside[what] = problem;
    }
    expect(outside).toEqual({});
    // Height too: right after Search, without scrolling the page, the first row can be decided (its note and Update)
    // and the second is in view. Search boxes, column choice and bulk buttons share one toolbar row for that.
    const inView = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 768;
    };
    const second = page.getByRole('button', { name: /^DK101/ });
    expect({ note: await inView(parts.note), update: await inView(parts.update), second: await inView(second) }).toEqual({
      note: true,
      update: true,
      second: true,
    });
    await shot(page, 'review-desk-1366');

    // The keyboard: the note, then Down to the next row's note; Up comes back.
    await parts.note.fill('Masuk 497.500, biaya bank');
    await parts.note.press('ArrowDown');
    await expect(page.getByLabel('Ket DK101', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(parts.note).toBeFocused();

    await parts.approve.click();
    await expect(page.getByText(/DK001 disetujui dengan nominal mutasi 497\.500 \(BO 500\.000\)\./)).toBeVisible();
    await expect(page.getByRole('button', { name: /^DK001/ })).toHaveCount(0);

    // Nothing found: said under the header, inside the screen.
    await page.getByPlaceholder('Username / Fullname / Nominal').fill('TIDAK ADA ORANGNYA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const empty = page.getByText('No data found');
    await expect(empty).toBeVisible();
    expect(await insideWidth(empty, 1366)).toBeNull();
    // Cleared and searched at once: the empty box is what is searched, and the rows come back.
    await page.getByPlaceholder('Username / Fullname / Nominal').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('button', { name: /^DK101/ })).toBeVisible();

    // A full ticket pasted finds its row, from page 2 of the whole day, on screen.
    await search(page, 'View BO Deposit', 'Select All');
    await expect(page.getByText('Showing page 1 of 2')).toBeVisible();
    // An approved row's Batalkan sits beside its Delete, wholly inside the table's box.
    const revert = page.getByRole('button', { name: 'Batalkan approve DK002' });
    await expect(revert).toBeVisible();
    expect(await insideBox(revert, page.getByRole('region', { name: 'View BO Deposit' }))).toBeNull();
    expect(await sideways(page)).toBe(0);
    await page.getByPlaceholder('Username / Fullname / Nominal').fill(' DK120 ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('button', { name: 'DK120', exact: true });
    await expect(found).toBeVisible();
    await expect(page.getByRole('region', { name: 'View BO Deposit' }).locator('tbody > tr')).toHaveCount(1);
    expect(await insideWidth(found, 1366)).toBeNull();
    await page.getByPlaceholder('Username / Fullname / Nominal').fill('');
    await search(page, 'View BO Deposit', 'Pending');
    await expect(page.getByRole('button', { name: /^DK101/ })).toBeVisible();

    // The row's detail keeps every spec field, with long times.
    const toggle = page.getByRole('button', { name: /^DK101/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator(`#${(await toggle.getAttribute('aria-controls'))!}`);
    await expect(detail.getByText('Bo Handler')).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Saran mutasi' })).toBeVisible();
    expect(await sideways(page)).toBe(0);

    // View Mutasi fits too, and shows the bank's own words for each line.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'View Mutasi', exact: true }).click();
    await search(page, 'View Mutasi Deposit', 'Select All');
    const words = page.getByText(`TRSF E-BANKING CR ${today.dd}${today.mm}/FTSCY/WS95031 497500.00${nameOf(1)}`);
    await expect(words).toBeVisible();
    expect(await insideWidth(words, 1366)).toBeNull();
    expect(await sideways(page)).toBe(0);
    await shot(page, 'review-desk-mutasi-1366');
  });

  test('looks right in the dark and on a phone (screenshots), and on the phone the ticket, name, amount and status come first', async ({ browser }) => {
    for (const [name, viewport, colorScheme] of [
      ['review-desk-1366-dark', { width: 1366, height: 768 }, 'dark'],
      ['review-desk-390', { width: 390, height: 844 }, 'light'],
    ] as const) {
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.goto('/view-bo');
      await search(page, 'View BO Deposit', 'Pending');
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'DK101', exact: true }) });
      await expect(row).toBeVisible();
      // Each cell is named by its column (the header row on a laptop, the cell's own label on a phone's card).
      const names = await row.locator('td').evaluateAll((cells) => cells.map((td) => (td as HTMLElement).dataset.label ?? ''));
      expect(names.slice(1, 5)).toEqual(['Ticket', 'Player', 'Depo Amount', 'Status']);
      expect(await sideways(page)).toBe(0);
      await shot(page, name);
      await context.close();
    }
  });
});
