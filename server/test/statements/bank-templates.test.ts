import { describe, expect, it } from 'vitest';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { bniInternetFormat } from '../../src/modules/statements/parsers/bni-internet.ts';
import { bniMobileFormat } from '../../src/modules/statements/parsers/bni-mobile.ts';
import { cimbFormat } from '../../src/modules/statements/parsers/cimb.ts';
import { mandiriFormat } from '../../src/modules/statements/parsers/mandiri.ts';
import { manualFormats } from '../../src/modules/statements/parsers/manual.ts';
import { errorOf, rowsOf, templateCsv } from './bank-support.ts';

/** Each bank category's format, the name its messages use, and how another category's message names its template. */
const CATEGORIES = [
  { format: bcaFormat, name: 'BCA', seenAs: 'template BCA: pilih kategori Bank, bank BCA' },
  { format: mandiriFormat, name: 'Mandiri', seenAs: 'template Mandiri: pilih kategori Bank, bank Mandiri' },
  { format: bniMobileFormat, name: 'BNI Mobile', seenAs: 'template BNI Mobile: pilih kategori Bank, bank BNI Mobile' },
  { format: bniInternetFormat, name: 'BNI Internet Banking', seenAs: 'template BNI Internet Banking: pilih kategori Bank, bank BNI Internet Banking' },
  { format: cimbFormat, name: 'CIMB', seenAs: 'template CIMB: pilih kategori Bank, bank CIMB' },
  { format: manualFormats.DANA, name: 'Manual Bank / Wallet DANA', seenAs: 'template Manual Bank / Wallet: pilih kategori Manual Bank / Wallet' },
];

describe('bank templates', () => {
  it.each(CATEGORIES)('$name: the template is a header and one example of the same width, dates dd/mm/yyyy HH:mm:ss', ({ format }) => {
    const { columns, example, fileName } = format.template;
    expect(example).toHaveLength(columns.length);
    expect(example[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(fileName).toMatch(/^template_mutasi_[a-z_]+\.csv$/);
    expect(rowsOf(format.parse(templateCsv(format.template), { statementDate: '2026-06-27' }))).toHaveLength(1);
  });

  const pairs = CATEGORIES.flatMap((from) => CATEGORIES.filter((to) => to !== from).map((to) => ({ from, to })));
  it.each(pairs)('the $from.name template uploaded as $to.name is refused, naming where it belongs', ({ from, to }) => {
    const error = errorOf(to.format.parse(templateCsv(from.format.template), { statementDate: '2026-06-27' }));
    expect(error.startsWith(`File bukan format ${to.name}. Kolom yang diharapkan: `)).toBe(true);
    expect(error.endsWith(` File ini tampaknya ${from.seenAs}.`)).toBe(true);
  });
});
