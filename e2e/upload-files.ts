import { expect, type Page } from '@playwright/test';
import { signIn } from './browser.ts';
import { E2E_ADMIN_PASSWORD } from './settings.ts';

/**
 * Today's files for the browser scenarios, built the way the panels and BCA write them, and the upload call
 * that sends one. Dates are Jakarta's: View BO only lets a checker act on recent statement dates.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Jakarta calendar day `daysAgo` before today, in the spellings the app uses. */
export function jakartaDay(daysAgo = 0) {
  const d = new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = String(d.getUTCFullYear());
  const mon = MONTHS[d.getUTCMonth()]!;
  return {
    dd,
    mm,
    yyyy,
    /** 2026-07-03: a date input's value. */
    iso: `${yyyy}-${mm}-${dd}`,
    /** 03-Jul-2026: the upload form, View Mutasi and Delete. */
    form: `${dd}-${mon}-${yyyy}`,
    /** 3-Jul-2026: View BO's paths and file names. */
    short: `${Number(dd)}-${mon}-${yyyy}`,
    /** 03/07/2026 08:00:00 as the files write a moment of that day. */
    at: (time: string) => `${dd}/${mm}/${yyyy} ${time}`,
  };
}

export const BO_HEADER =
  'Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Depo Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Bo Desc,Bo Ref,Bo Status,Bo Reason,Bo Handler,Bo Website,Player Ref,Player Own Ref';
export const BCA_HEADER = 'Tanggal,Keterangan,Jumlah,DB/CR,Saldo';

/**
 * A Nexus deposit row of `website`, paid into its BCA account `corporate` (`PT X - 123`), handled by `handler`, by a
 * player banking with `playerBank` (the matcher refuses a line from another bank: a BI-FAST `DR 008` is Mandiri's).
 */
export const depositRow = (website: string, corporate: string, ticket: string, at: string, name: string, amount: number, handler = 'op1', playerBank = 'BCA') =>
  `${ticket},${at},${at},${ticket.toLowerCase()},${name},BANK,${amount},0,0,0,${amount},${playerBank} - ${name} - 1234567890,BCA - ${corporate},Deposit,,APPROVED,,${handler},${website},,`;

/** A BCA credit line. */
export const creditLine = (at: string, text: string, amount: number) => `${at},${text},${amount}.00,CR,5000000.00`;

export type JakartaDay = ReturnType<typeof jakartaDay>;

/**
 * The deposits of `website` into its account `corporate` (`PT X - 123`) the review scenarios start from, a minute apart
 * from 08:00 of `day`, tickets `A1` to `D4` after `prefix`: BUDI SANTOSO 100 000, SITI AMINAH 50 000 (Mandiri),
 * ANDI WIJAYA 75 000 (Mandiri), RINA MARLINA 20 000.
 */
export function scenarioDeposits(day: JakartaDay, website: string, corporate: string, prefix: string) {
  const deposit = (ticket: string, time: string, name: string, amount: number, playerBank = 'BCA') =>
    depositRow(website, corporate, ticket, day.at(time), name, amount, 'op1', playerBank);
  return [
    deposit(`${prefix}A1`, '08:00:00', 'BUDI SANTOSO', 100000),
    deposit(`${prefix}B2`, '08:01:00', 'SITI AMINAH', 50000, 'MANDIRI'),
    deposit(`${prefix}C3`, '08:02:00', 'ANDI WIJAYA', 75000, 'MANDIRI'),
    deposit(`${prefix}D4`, '08:03:00', 'RINA MARLINA', 20000),
  ];
}

/** The BCA credits of `day` that pay them: BUDI's and SITI's in full, ANDI's 74 000 of his 75 000; none for RINA. */
export const scenarioCredits = (day: JakartaDay) => [
  creditLine(day.at('08:02:10'), `TRSF E-BANKING CR ${day.dd}${day.mm}/FTSCY/WS95031 100000.00BUDI SANTOSO`, 100000),
  creditLine(day.at('08:03:00'), 'BI-FAST CR TRANSFER   DR 008 SDR SITI AMINAH', 50000),
  creditLine(day.at('08:04:00'), 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 74000),
];

/** Creates a website and its BCA deposit account through the API, as an ADMIN page. */
export async function createWebsiteWithBank(page: Page, code: string, name: string, account: { name: string; number: string }) {
  expect((await page.request.post('/api/createwebsite', { data: { website_name: name, website_code: code, website_panel: 'NEXUS' } })).ok()).toBe(true);
  const bank = await page.request.post('/api/createakunbank', {
    data: { akun_bank_website: code, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: account.name, akun_bank_no: account.number },
  });
  expect(bank.status()).toBe(201);
}

/** Signs in as the ADMIN and creates a website and its BCA deposit account (createWebsiteWithBank). */
export async function signInWithWebsite(page: Page, code: string, name: string, account: { name: string; number: string }) {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await createWebsiteWithBank(page, code, name, account);
}

/** Uploads one CSV through the API as the signed-in page; `fields` adds to or overrides the form. */
export async function uploadCsv(page: Page, endpoint: string, fields: Record<string, string>, content: string) {
  const res = await page.request.post(`/api/${endpoint}`, {
    multipart: { provider: 'NEXUS', depo_created_by: '1', ...fields, myfile: { name: 'data.csv', mimeType: 'text/csv', buffer: Buffer.from(content) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { added: number; matched: number };
}
