import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestContext, type TestContext } from '../support/harness.ts';
import { multipart } from '../support/multipart.ts';

/** The "Pratinjau Data" copy as users bring it: a .txt file to the BCA upload (docs/formats-banks.md, "BCA"). */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.addWebsite('ABC', 'NEXUS');
  await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: 'DEPO', bank: 'BCA', name: 'PT ABC', number: '1111111111' }).execute();
  admin = await ctx.login('admin', ADMIN_PASSWORD);
});
afterAll(() => ctx.close());

const form = { groups: 'ABC', depo_created_by: '999', dates: '02-Jul-2026', provider: 'NEXUS', corporate_bank_name: 'PT ABC', corporate_bank_no: '1111111111' };
const file = { name: 'Pratinjau Data.txt', content: readFileSync(new URL('../fixtures/statements/bca-pratinjau.txt', import.meta.url)) };

describe('a Pratinjau Data copy uploaded as .txt', () => {
  it('is previewed as that layout, with the names and exact amounts it reads, and then stored', async () => {
    const preview = await ctx.request({ method: 'POST', url: '/api/mutasiupdepobca/preview', cookie: admin, ...multipart({ ...form, jenis: 'DEPO' }, file) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ layout: 'Pratinjau Data KlikBCA', rows: 13, credits: 7, debits: 6, warnings: [] });
    expect(preview.json().sample.slice(1, 4)).toEqual([
      { line: 6, date: '2026-07-01', time: null, amount_sen: 15_000_000, direction: 'CR', name: 'DEWI LESTARIAN', reference: '', kind: '' },
      { line: 7, date: '2026-07-01', time: null, amount_sen: 50_000_000, direction: 'CR', name: 'ANDI PRASETYO', reference: '', kind: '' },
      { line: 8, date: '2026-07-01', time: null, amount_sen: 124_124_965, direction: 'CR', name: '', reference: '', kind: '' },
    ]);
    const stored = await ctx.request({ method: 'POST', url: '/api/mutasiupdepobca', cookie: admin, ...multipart({ ...form, jenis: 'DEPO' }, file) });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ added: 13, duplicates: 0 });
  });
});
