import { describe, expect, it } from 'vitest';
import { sameAccountNumber } from '../../src/parsing/account-number.ts';
import { statedAccount } from '../../src/parsing/reader/stated-account.ts';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { cimbFormat } from '../../src/modules/statements/parsers/cimb.ts';
import { mandiriFormat } from '../../src/modules/statements/parsers/mandiri.ts';
import { manualFormats } from '../../src/modules/statements/parsers/manual.ts';
import type { StatementFormat } from '../../src/modules/statements/statement-line.ts';
import { parseBcaEStatementPdf } from '../../src/modules/statements/pdf/bca-estatement.ts';
import { parseBniEStatementPdf } from '../../src/modules/statements/pdf/bni-estatement.ts';
import { fixture } from './bank-support.ts';
import { BCA_SAMPLE, BNI_JUNE, BNI_JUNE_SUMMARY, bcaPdf, bniPdf } from './pdf-statements.ts';

const rows = (...lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, cells }));

describe('statedAccount: the account number above the table', () => {
  it('reads each bank’s way of writing it', () => {
    expect(statedAccount(rows(['No. Rekening', '=', "'0123456789"]))).toBe('0123456789');
    expect(statedAccount(rows(['Informasi Rekening - Mutasi Rekening', ' ', ' '], ['No. rekening : 0913456789']))).toBe('0913456789');
    expect(statedAccount(rows(['Account No.', '=', "'0761234567"]))).toBe('0761234567');
    expect(statedAccount(rows(['No. Rekening : 0341-01-000222-33-3']))).toBe('034101000222333');
    expect(statedAccount(rows(['Nomor Rekening', '800123456789']))).toBe('800123456789');
    expect(statedAccount(rows(['Nomor Rekening/Account Number', ':', '1370012345678', '', '']))).toBe('1370012345678');
  });

  it('states nothing when no row is only a label and a number, when it is masked, or when two numbers disagree', () => {
    expect(statedAccount(rows(['Informasi Rekening - Mutasi Rekening'], ['Nama : PT CONTOH MAKMUR'], ['Periode : 01/07/2026 - 03/07/2026']))).toBeNull();
    expect(statedAccount(rows(['No. Rekening : xxxxxx6789']))).toBeNull();
    expect(statedAccount(rows(['Keterangan no rekening 0123456789 tujuan']))).toBeNull();
    expect(statedAccount(rows(['No. Rekening : 0123456789'], ['Account No : 9876543210']))).toBeNull();
    expect(statedAccount([])).toBeNull();
  });

  it('compares numbers by their digits, leading zeros aside', () => {
    expect(sameAccountNumber('0123456789', '123456789')).toBe(true);
    expect(sameAccountNumber('0341-01-000222-33-3', '034101000222333')).toBe(true);
    expect(sameAccountNumber('0912345678', '0913456789')).toBe(false);
  });
});

describe('the native exports say whose statement they are', () => {
  const cases: [string, StatementFormat, string | undefined][] = [
    ['bca-klikbca.csv', bcaFormat, '0123456789'],
    ['bca-klikbca-en.csv', bcaFormat, '0761234567'],
    ['bca-bisnis.csv', bcaFormat, '0123456789'],
    ['bri-internet-banking.csv', manualFormats.BRI, '034101000222333'],
    ['cimb-octo.csv', cimbFormat, '800123456789'],
    ['mandiri-livin.csv', mandiriFormat, '1370012345678'],
    // On every row, not above the table.
    ['mandiri-mcm.csv', mandiriFormat, '1234567890123'],
    ['bca-template.csv', bcaFormat, undefined],
    ['mandiri-template.csv', mandiriFormat, undefined],
  ];
  it.each(cases)('%s', (name, format, account) => {
    const result = format.parse(fixture(name), { statementDate: '2026-06-30' });
    if (!result.ok) throw new Error(result.error);
    expect(result.account).toBe(account);
  });
});

it('refuses a Mandiri MCM file whose rows name two accounts: one account per file', () => {
  const lines = fixture('mandiri-mcm.csv').split('\n');
  lines[2] = lines[2]!.replace('1234567890123', '1234567890999');
  expect(mandiriFormat.parse(lines.join('\n'), {})).toEqual({
    ok: false,
    error: 'File Mandiri berisi mutasi lebih dari satu rekening (kolom Account No): upload satu rekening per file.',
  });
});

describe('so do the PDF e-Statements, in their header', () => {
  it('BCA: NO. REKENING; BNI: Account No', async () => {
    const bca = await parseBcaEStatementPdf(await bcaPdf(BCA_SAMPLE), {});
    const bni = await parseBniEStatementPdf(await bniPdf(BNI_JUNE, { summary: BNI_JUNE_SUMMARY }), { statementDate: '2026-06-30' });
    expect([bca.ok && bca.account, bni.ok && bni.account]).toEqual(['0123456789', '0123456789']);
  });
});
