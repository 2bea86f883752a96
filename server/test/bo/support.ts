import { expect, it } from 'vitest';
import type { BoFormat } from '../../src/modules/bo/bo-row.ts';
import { decodedFixture, templateCsv } from '../support/fixture-files.ts';

/** A BO fixture as the upload would hand it to the parser: decoded bytes (BOM and all). */
export const boFixture = (name: string): string => decodedFixture('bo', name);

export { templateCsv };

export const at = (date: string, time: string | null) => ({ date, time });

/** What a BO parser answers for an export it reads: the layout it read it as, no warning, and exactly these rows. */
export const readAs = <Row>(layout: { variant: string; layout: string }, rows: Row[]) => ({ ok: true, ...layout, warnings: [], rows });

/**
 * What a BO parser answers for another BO's export: the columns `wanted` requires, the file's first columns, and the
 * export the file looks like (its label, and its id, which the upload offers to switch to).
 */
export const notThisBo = (wanted: { format: string; expected: string }, file: { found: string; looksLike: string; lookalike: string }) => ({
  ok: false,
  error: `File bukan format ${wanted.format}. Kolom yang diharapkan: ${wanted.expected}. Ditemukan: ${file.found}. File ini tampaknya ${file.looksLike}.`,
  lookalike: file.lookalike,
});

/** Each BO fixture as another BO's parser sees it: its first columns, the export it looks like, and that export's id. */
export const OTHER_EXPORTS = {
  'luxe-deposit': {
    found:
      'Transaction ID, Request Time, Approve Time, Member ID, Member Name, Payment Method, Amount, Admin Fee, Agent Fee, Player Fee, Net Amount, Member Bank',
    looksLike: 'BO Luxe Deposit',
    lookalike: 'luxe-deposit',
  },
  'luxe-deposit-qris': {
    found: 'Transaction ID, Request Time, Approve Time, Member ID, Member Name, Amount, Admin Fee, Net Amount, RRN, NMID, Issuer, Description',
    looksLike: 'BO Luxe Deposit (QRIS)',
    lookalike: 'luxe-deposit-qris',
  },
  'luxe-withdraw': {
    found:
      'Transaction ID, Approve Time, Brand, Member ID, Member Name, Member Bank, Member Account Name, Member Account No, Amount, Net Amount, Source Bank, Website',
    looksLike: 'BO Luxe Withdraw',
    lookalike: 'luxe-withdraw',
  },
  'nexus-deposit': {
    found: 'Ticket No, Req Date, App Date, Username, Fullname, Payment Type, Depo Amount, Admin Fee, Agent Fee, Player Fee, Nett Amount, Player Bank',
    looksLike: 'BO Nexus Deposit',
    lookalike: 'nexus-deposit',
  },
  'nexus-withdraw': {
    found: 'Ticket No, App Date, Brand, Username, Fullname, Player Bank, Player Number, Amount, Nett Amount, Corporate Bank, Website, Remarks',
    looksLike: 'BO Nexus Withdraw',
    lookalike: 'nexus-withdraw',
  },
} as const satisfies Record<string, { found: string; looksLike: string; lookalike: string }>;

type Layout = { variant: string; layout: string };

/**
 * The tests every BO parser has, for `bo` reading its exports under `layout`: a file names its parser once, and each
 * test states only what is its own.
 */
export function boParserTests(bo: BoFormat<unknown>, layout: Layout) {
  return {
    /** A test that `bo` reads its own fixture (`{variant}.csv`) under its layout, with no warning, as exactly `rows`. */
    itReadsItsFixture(title: string, rows: object[]): void {
      it(title, () => {
        expect(bo.parse(boFixture(`${layout.variant}.csv`))).toEqual(readAs(layout, rows));
      });
    },

    /**
     * A test that `bo` refuses the fixture of each of `others`, naming its layout, the columns it requires (`expected`)
     * and the export the file looks like.
     */
    itRefusesFixtures(title: string, expected: string, others: (keyof typeof OTHER_EXPORTS)[]): void {
      const wanted = { format: layout.layout, expected };
      it(title, () => {
        for (const other of others) expect(bo.parse(boFixture(`${other}.csv`)), other).toEqual(notThisBo(wanted, OTHER_EXPORTS[other]));
      });
    },

    /** A test per case: the row `good` under `header`, with `from` replaced by `to`, is refused with exactly `error`. */
    itRefusesBadRows(
      { header, good }: { header: string; good: string },
      cases: readonly (readonly [what: string, readonly [from: string, to: string], error: string])[],
    ): void {
      it.each(cases)('gives the line and reason of a bad row: %s', (_, [from, to], error) => {
        expect(bo.parse(`${header}\n${good.replace(from, to)}\n`)).toEqual({ ok: false, error });
      });
    },
  };
}
