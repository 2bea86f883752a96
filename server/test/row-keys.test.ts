import { describe, expect, it } from 'vitest';
import { budiCredit as line } from './statements/bank-support.ts';
import { boRowKey, statementRowKeys } from '../src/modules/uploads/row-keys.ts';

// Stored keys decide what a re-upload finds already there: these are keys databases hold today, and must stay.
describe('row keys', () => {
  it('keep the stored value of a line and count identical lines of one file', () => {
    const booked = line({});
    expect(
      statementRowKeys('ABC|bca|1', [booked, booked, line({ time: null, pending: true, balanceSen: null, description: 'TRSF E-BANKING CR BUDI' })]),
    ).toEqual([
      '5ufzKWHgIPRQ4R9My2keyozAIxzfx6M13YS7oKbdJRs:1',
      '5ufzKWHgIPRQ4R9My2keyozAIxzfx6M13YS7oKbdJRs:2',
      'PNbhh0lNb2mzbgOLu1lQSKfkSbjAXsLKJJKHwzI8w5s:1',
    ]);
  });

  it('ignore what is read from the text (name, channel), and the line number', () => {
    expect(statementRowKeys('ABC|bca|1', [line({ line: 90, counterpartyName: 'X', channel: 'BI_FAST' })])).toEqual([
      '5ufzKWHgIPRQ4R9My2keyozAIxzfx6M13YS7oKbdJRs:1',
    ]);
  });

  it('keep a ticket one key whatever its case and spaces', () => {
    expect(boRowKey('DEPO', 'ABC', ' dp123 ')).toBe('D39w7NIiDEvSveOTdExkhvTtaj5-Jl9EMd5FbiMz3a4');
    expect(boRowKey('WD', 'ABC', 'DP123')).not.toBe(boRowKey('DEPO', 'ABC', 'DP123'));
  });
});
