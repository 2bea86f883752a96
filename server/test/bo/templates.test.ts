import { describe, expect, it } from 'vitest';
import { BO_DEPOSIT_FORMATS, BO_WITHDRAW_FORMATS } from '../../src/modules/bo/formats.ts';
import { templateCsv } from './support.ts';

const FORMATS = [...Object.values(BO_DEPOSIT_FORMATS), ...Object.values(BO_WITHDRAW_FORMATS)];

describe('BO templates', () => {
  it('map the five BO upload endpoints to their formats', () => {
    expect(Object.entries({ ...BO_DEPOSIT_FORMATS, ...BO_WITHDRAW_FORMATS }).map(([endpoint, f]) => [endpoint, f.id, f.template.fileName])).toEqual([
      ['checkdata', 'nexus-deposit', 'template_bo_nexus_deposit.csv'],
      ['uploadboluxe', 'luxe-deposit', 'template_bo_luxe_deposit.csv'],
      ['uploadqris', 'luxe-deposit-qris', 'template_bo_luxe_deposit_qris.csv'],
      ['bowd', 'nexus-withdraw', 'template_bo_nexus_withdraw.csv'],
      ['uploadbowdluxe', 'luxe-withdraw', 'template_bo_luxe_withdraw.csv'],
    ]);
  });

  it.each(FORMATS.map((f) => [f.label, f] as const))('the %s template parses with its own parser, one row, no warning', (_label, format) => {
    const { template } = format;
    expect(template.example).toHaveLength(template.columns.length);
    const result = format.parse(templateCsv(template));
    expect(result).toMatchObject({ ok: true, variant: format.id, warnings: [] });
    expect(result.ok && result.rows).toHaveLength(1);
  });

  it.each(FORMATS.map((f) => [f.label, f] as const))('the %s template is refused by every other BO parser, naming it', (label, format) => {
    for (const other of FORMATS.filter((f) => f !== format)) {
      const result = other.parse(templateCsv(format.template));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(
        new RegExp(`^File bukan format ${other.label.replace(/[()]/g, '\\$&')}\\..* File ini tampaknya ${label.replace(/[()]/g, '\\$&')}\\.$`),
      );
    }
  });
});
