import { beforeEach, describe, expect, it } from 'vitest';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import type { StatementLine } from '../src/modules/statements/statement-line.ts';
import { storeStatementBatches } from '../src/modules/uploads/repo.ts';
import { statementRowKeys } from '../src/modules/uploads/row-keys.ts';
import { BATCH_LINES, statementBatches } from '../src/modules/uploads/statement-batch.ts';
import { useTestContext } from './support/harness.ts';
import { csv, multipart } from './support/multipart.ts';
import { accountForm, websiteWithAccounts } from './support/website-accounts.ts';

// A long statement is read in a worker and stored batch by batch as the worker makes them (uploads/service.ts
// readStatementInWorker, repo.ts storeStatementBatches): the answer and the rows stored are those of one whole file.

const ctx = useTestContext();
let admin: string;
const ACCOUNT = { kind: 'DEPO', name: 'PT ABC', number: '1111111111' } as const;
beforeEach(async () => {
  admin = await websiteWithAccounts(ctx, [ACCOUNT]);
});

/** Line i of a busy day: a transfer of its own amount, but for lines 0, BATCH_LINES and 2 * BATCH_LINES, which read alike. */
function line(i: number): string[] {
  const same = i % BATCH_LINES === 0;
  const amount = same ? 100_000 : 10_000 + i;
  const minute = same ? 0 : i % 600;
  const time = `${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  return [`01/07/2026 ${time}`, `TRSF E-BANKING CR 0107/FTSCY/WS95031 ${amount}.00PEMAIN ${same ? 'SAMA' : i}`, `${amount}.00`, 'CR', '5000000.00'];
}

const post = (rows: string[][]) =>
  ctx.request({
    method: 'POST',
    url: '/api/mutasiupdepobca',
    cookie: admin,
    ...multipart({ ...accountForm(ACCOUNT), dates: '01-Jul-2026' }, { name: 'bca.csv', content: csv(bcaFormat.template, rows) }),
  });

async function upload(rows: string[][]) {
  const res = await post(rows);
  expect(res.statusCode).toBe(200);
  return res.json() as { added: number; duplicates: number; data: { message: string }[] };
}

describe('a statement longer than a batch', () => {
  const count = 2 * BATCH_LINES + 5;
  const rows = Array.from({ length: count }, (_, i) => line(i));

  it('stores every line once, keyed as in one whole file, and answers for the file', async () => {
    const first = await upload(rows);
    expect(first.added).toBe(count);
    expect(first.duplicates).toBe(0);
    expect(first.data).toHaveLength(1_001);
    expect(first.data[0]).toEqual({ message: 'Mutasi 01/07/2026 CR Rp100.000 PEMAIN SAMA ditambahkan.' });
    expect(first.data[999]).toEqual({ message: 'Mutasi 01/07/2026 CR Rp10.999 PEMAIN 999 ditambahkan.' });
    // The three lines that read alike are one in each batch: counted over the whole file, they are three lines.
    const stored = await ctx.db.selectFrom('statement_line').select(['row_key', 'description']).orderBy('id').execute();
    expect(stored).toHaveLength(count);
    const keys = statementRowKeys(`ABC|bca|${await accountId()}`, linesOf(rows));
    expect(stored.map((s) => s.row_key)).toEqual(keys);
    expect(stored.filter((s) => s.description.endsWith('PEMAIN SAMA')).map((s) => s.row_key.split(':')[1])).toEqual(['1', '2', '3']);

    // The same file again adds nothing; a file repeating most of it, in any batch, adds only its new line.
    expect(await upload(rows)).toMatchObject({ added: 0, duplicates: count });
    const again = await upload([...rows.slice(BATCH_LINES - 3), line(count)]);
    expect(again).toMatchObject({ added: 1, duplicates: count - BATCH_LINES + 3 });
    expect(again.data).toEqual([{ message: `Mutasi 01/07/2026 CR Rp${(10_000 + count).toLocaleString('id-ID')} PEMAIN ${count} ditambahkan.` }]);
  });
});

describe('a row refused after the first batches were stored', () => {
  it('answers the refusal and leaves nothing of the file stored', async () => {
    const rows = Array.from({ length: 2 * BATCH_LINES + 5 }, (_, i) => line(i));
    rows[2 * BATCH_LINES + 2]![2] = 'x';
    const res = await post(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `Baris ${2 * BATCH_LINES + 4}: nominal 'x' di kolom Jumlah tidak valid (format: 1500000.00)` });
    expect(await ctx.db.selectFrom('statement_line').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('upload').select('id').execute()).toEqual([]);
  });
});

describe('a batch that never comes', () => {
  it('leaves nothing of the file stored: the worker failing after its first batches fails the whole upload', async () => {
    await upload([line(1)]);
    const upload1 = (await ctx.db.selectFrom('upload').select('id').executeTakeFirstOrThrow()).id;
    const scope = { websiteCode: 'ABC', bankAccountId: await accountId(), source: 'bca', jenis: 'DEPO' as const, statementDate: null, keyScope: 'test' };
    const lines = linesOf([line(2), line(3), line(4)]);
    async function* failing() {
      yield* statementBatches(scope, lines, 2);
      throw new Error('worker task over its time limit');
    }
    await expect(ctx.db.transaction().execute((trx) => storeStatementBatches(trx, upload1, failing()))).rejects.toThrow('worker task over its time limit');
    expect(await ctx.db.selectFrom('statement_line').select('description').execute()).toEqual([{ description: expect.stringContaining('PEMAIN 1') }]);
  });
});

function linesOf(rows: string[][]): StatementLine[] {
  const parsed = bcaFormat.parse(csv(bcaFormat.template, rows), {});
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rows;
}

async function accountId(): Promise<number> {
  return (await ctx.db.selectFrom('bank_account').select('id').executeTakeFirstOrThrow()).id;
}
