import { ADMIN_PASSWORD, type TestContext } from './harness.ts';
import { multipart } from './multipart.ts';

/** A corporate account of website ABC, as the Data Bank stores it and an upload form names it. */
export interface TestAccount {
  kind: 'DEPO' | 'WD';
  name: string;
  number: string;
}

/** Website ABC's BCA deposit and withdraw accounts. */
export const ABC_DEPO: TestAccount = { kind: 'DEPO', name: 'PT ABC', number: '1111111111' };
export const ABC_WD: TestAccount = { kind: 'WD', name: 'PT ABC WD', number: '2222222222' };

/** The upload form of website ABC's Nexus panel on 3 July 2026, and with one of its accounts named. */
export const ABC_FORM = { groups: 'ABC', depo_created_by: '1', dates: '03-Jul-2026', provider: 'NEXUS' };
export const accountForm = (a: TestAccount) => ({ ...ABC_FORM, corporate_bank_name: a.name, corporate_bank_no: a.number });

/** A clean database with website ABC (Nexus) and its BCA accounts; answers the signed-in ADMIN's cookie. */
export async function websiteWithAccounts(ctx: TestContext, accounts: readonly TestAccount[]): Promise<string> {
  await ctx.reset();
  await ctx.addWebsite('ABC', 'NEXUS');
  for (const a of accounts)
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: a.kind, bank: 'BCA', name: a.name, number: a.number }).execute();
  return ctx.login('admin', ADMIN_PASSWORD);
}

/** A clean database with website ABC (Nexus), `checker` its CHECKER and `cs` its CS; answers the signed-in first ADMIN's cookie. */
export async function websiteWithStaff(ctx: TestContext): Promise<string> {
  await ctx.reset();
  const abc = await ctx.addWebsite('ABC');
  await ctx.addAccount('checker', 'CHECKER', abc);
  await ctx.addAccount('cs', 'CS', abc);
  return ctx.login('admin', ADMIN_PASSWORD);
}

/** POSTs a file to an upload endpoint as the browser does; answers the upload's counts (a refusal fails the test). */
export async function uploadAs(ctx: TestContext, cookie: string, endpoint: string, fields: Record<string, string>, content: string) {
  const res = await ctx.request({ method: 'POST', url: `/api/${endpoint}`, cookie, ...multipart(fields, { name: 'data.csv', content }) });
  if (res.statusCode !== 200) throw new Error(`POST /api/${endpoint} answered ${res.statusCode}: ${res.body}`);
  return res.json() as { added: number; duplicates: number; matched: number };
}

/** A deposit account number for each bank and wallet an upload form can name, the same for every website. */
export const DEPOSIT_ACCOUNTS = {
  // The number the BCA fixtures state (bca-klikbca.csv, bca-bisnis.csv, the PDF e-Statements): an upload checks it.
  BCA: '0123456789',
  MANDIRI: '2222222222',
  BNI: '3333333333',
  CIMB: '4444444444',
  BRI: '5555555555',
  OVO: '081200000001',
  DANA: '081200000002',
  LINKAJA: '081200000003',
  GOPAY: '081200000004',
} as const;

/** Gives `website` a DEPO account named `PT <website>` at every bank of DEPOSIT_ACCOUNTS. */
export async function addDepositAccounts(ctx: TestContext, website: string): Promise<void> {
  for (const [bank, number] of Object.entries(DEPOSIT_ACCOUNTS)) {
    await ctx.db
      .insertInto('bank_account')
      .values({ website_code: website, kind: 'DEPO', bank: bank as keyof typeof DEPOSIT_ACCOUNTS, name: `PT ${website}`, number })
      .execute();
  }
}
