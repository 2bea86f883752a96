import { beforeEach, describe, expect, it } from 'vitest';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import { useTestContext } from './support/harness.ts';
import { csv } from './support/multipart.ts';
import { accountForm, uploadAs, websiteWithAccounts } from './support/website-accounts.ts';

// An upload looks up the row keys stored already only on the dates where lines of its place (website, format,
// account) are stored (uploads/repo.ts storeStatementBatches): statements that overlap by a day still add each line once.

const ctx = useTestContext();
let admin: string;

const FIRST = { kind: 'DEPO', name: 'PT ABC', number: '1111111111' } as const;
const SECOND = { kind: 'DEPO', name: 'PT ABC 2', number: '3333333333' } as const;
beforeEach(async () => {
  admin = await websiteWithAccounts(ctx, [FIRST, SECOND]);
});
const line = (date: string, name: string, amount: number) => [
  `${date} 10:00:00`,
  `TRSF E-BANKING CR 0307/FTSCY/WS95031 ${amount}.00${name}`,
  `${amount}.00`,
  'CR',
  '5000000.00',
];

async function upload(fields: Record<string, string>, dates: string, rows: string[][]) {
  const { added, duplicates } = await uploadAs(ctx, admin, 'mutasiupdepobca', { ...fields, dates }, csv(bcaFormat.template, rows));
  return { added, duplicates };
}

describe('statements that overlap', () => {
  it('add a line once when a later file repeats a day, and add it again on another account', async () => {
    const first = accountForm(FIRST);
    expect(await upload(first, '01-Jul-2026', [line('01/07/2026', 'BUDI SANTOSO', 100000), line('02/07/2026', 'SITI AMINAH', 50000)])).toEqual({
      added: 2,
      duplicates: 0,
    });
    // 30 June new and 2 July again (the same line): only the 30th's line is added.
    expect(await upload(first, '30-Jun-2026', [line('30/06/2026', 'ANDI WIJAYA', 75000), line('02/07/2026', 'SITI AMINAH', 50000)])).toEqual({
      added: 1,
      duplicates: 1,
    });
    // A new day whose line reads as one stored on another day is a new line.
    expect(await upload(first, '04-Jul-2026', [line('04/07/2026', 'BUDI SANTOSO', 100000)])).toEqual({ added: 1, duplicates: 0 });
    // The same file on the website's other account: every line is that account's own.
    expect(await upload(accountForm(SECOND), '01-Jul-2026', [line('01/07/2026', 'BUDI SANTOSO', 100000), line('02/07/2026', 'SITI AMINAH', 50000)])).toEqual({
      added: 2,
      duplicates: 0,
    });
    const stored = await ctx.db
      .selectFrom('statement_line')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(6);
  });
});
