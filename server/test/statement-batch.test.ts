import { describe, expect, it } from 'vitest';
import type { StatementLine } from '../src/modules/statements/statement-line.ts';
import { budiCredit as line } from './statements/bank-support.ts';
import { statementRowKeys } from '../src/modules/uploads/row-keys.ts';
import {
  lineMessage,
  STATEMENT_COPY_COLUMNS,
  statementBatch,
  statementBatches,
  withUploadId,
  type BatchScope,
} from '../src/modules/uploads/statement-batch.ts';

const SCOPE: BatchScope = { websiteCode: 'ABC', bankAccountId: 7, source: 'bca', jenis: 'DEPO', statementDate: null, keyScope: 'ABC|bca|7' };

describe('statementBatch: the lines as COPY text', () => {
  it('writes each line in the columns order, escaping what COPY reads as separators, with \\N for nothing', () => {
    const lines = [line({}), line({ time: null, description: 'SETORAN\tTUNAI\\CABANG\r\nMALANG', counterpartyName: '', grossSen: 10_070_000, feeSen: 70_000 })];
    const keys = statementRowKeys(SCOPE.keyScope, lines);
    const batch = statementBatch(SCOPE, lines);
    expect(batch.copy).toBe(
      `ABC\t7\tbca\tDEPO\t2026-06-27\t${keys[0]}\t2026-06-27\t2026-06-27T10:00:00+07:00\tf\tCR\t100000.00\t\\N\t\\N\t750000000.00\t` +
        'TRSF E-BANKING CR 2706/FTSCY/WS95031 100000.00BUDI SANTOSO\tINTRABANK\tBUDI SANTOSO\t\tBCA\t\t\n' +
        `ABC\t7\tbca\tDEPO\t2026-06-27\t${keys[1]}\t2026-06-27\t\\N\tf\tCR\t100000.00\t100700.00\t700.00\t750000000.00\t` +
        'SETORAN\\tTUNAI\\\\CABANG\\r\\nMALANG\tINTRABANK\t\t\tBCA\t\t\n',
    );
    expect(batch.copy.split('\n')[0]!.split('\t')).toHaveLength(STATEMENT_COPY_COLUMNS.length);
    expect(withUploadId(batch, 42).split('\n')[1]!.endsWith('\t42')).toBe(true);
    expect(batch.keys).toBe(keys.join('\n'));
  });

  it('keeps every line, in file order, across the thousand-line pieces it is built in', () => {
    const lines = Array.from({ length: 2_501 }, (_, i) => line({ line: i + 2, amountSen: (i + 1) * 100 }));
    const copyLines = statementBatch(SCOPE, lines).copy.split('\n');
    expect(copyLines).toHaveLength(2_502);
    expect(copyLines[2_501]).toBe('');
    expect(copyLines.slice(0, -1).map((l) => l.split('\t')[STATEMENT_COPY_COLUMNS.indexOf('amount')])).toEqual(lines.map((_, i) => `${i + 1}.00`));
  });

  it("files a line under the form's statement date when there is one, else its own", () => {
    const own = statementBatch(SCOPE, [line({ date: '2026-06-28' })]);
    const form = statementBatch({ ...SCOPE, statementDate: '2026-06-27' }, [line({ date: '2026-06-28' })]);
    const statementDate = STATEMENT_COPY_COLUMNS.indexOf('statement_date');
    expect(own.copy.split('\t')[statementDate]).toBe('2026-06-28');
    expect(form.copy.split('\t')[statementDate]).toBe('2026-06-27');
    expect(form.dates).toEqual(['2026-06-28']);
  });
});

describe('statementBatches: a long file in batches', () => {
  it('cuts the lines in order, keys them over the whole file and gives each batch its own dates', () => {
    const lines = [
      line({ date: '2026-06-28' }),
      line({ date: '2026-06-27' }),
      line({ date: '2026-06-28' }),
      line({ date: '2026-06-29', amountSen: 5_000 }),
      line({ date: '2026-06-28' }),
    ];
    const batches = [...statementBatches(SCOPE, lines, 2)];
    expect(batches.map((b) => [b.first, b.count])).toEqual([
      [0, 2],
      [2, 2],
      [4, 1],
    ]);
    expect(batches.map((b) => b.keys).join('\n')).toBe(statementRowKeys(SCOPE.keyScope, lines).join('\n'));
    expect(batches.map((b) => b.copy).join('')).toBe(statementBatch(SCOPE, lines).copy);
    expect(batches.map((b) => b.dates)).toEqual([['2026-06-27', '2026-06-28'], ['2026-06-28', '2026-06-29'], ['2026-06-28']]);
    expect(batches.map((b) => b.dateOf)).toEqual([[1, 0], [0, 1], [0]]);
    expect([...statementBatches(SCOPE, [], 2)]).toEqual([expect.objectContaining({ first: 0, count: 0, copy: '', dates: [] })]);
  });
});

describe('lineMessage: the upload answer of a line added, read back from its COPY text', () => {
  const messageOf = (over: Partial<StatementLine>) => lineMessage(statementBatch(SCOPE, [line(over)]).copy.split('\n')[0]!);

  it('names the date, direction, amount and sender', () => {
    expect(messageOf({})).toBe('Mutasi 27/06/2026 CR Rp100.000 BUDI SANTOSO ditambahkan.');
    expect(messageOf({ direction: 'DB', amountSen: 123_456_789, counterpartyName: '' })).toBe('Mutasi 27/06/2026 DB Rp1.234.567,89 ditambahkan.');
  });

  it('gives back a name holding what COPY escapes as it was', () => {
    expect(messageOf({ counterpartyName: 'PT A\\B\tC' })).toBe('Mutasi 27/06/2026 CR Rp100.000 PT A\\B\tC ditambahkan.');
  });
});
