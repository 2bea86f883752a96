import { describe, expect, it } from 'vitest';
import {
  byPlace,
  heldElsewhere,
  placeOf,
  repeatedTransfers,
  sharedLines,
  type HeldTwin,
  type SharedLine,
} from '../../src/modules/reconciliation/same-transfer.ts';

const AT = Date.parse('2026-07-03T14:02:00+07:00');
const MIN = 60_000;

/** A credit of 100.000 on account 1 on 3 July at 14:02 from BUDI SANTOSO, as this website stores it. */
const line = (over: Partial<SharedLine> = {}): SharedLine => ({
  id: 1,
  website: 'ABC',
  place: 'account:1',
  direction: 'CR',
  amount: '100000.00',
  date: '2026-07-03',
  at: AT,
  name: 'BUDI SANTOSO',
  ...over,
});
/** The same transfer as the other website stores it, held by its ticket DX1. */
const twin = (over: Partial<HeldTwin> = {}): HeldTwin => {
  const { id: _id, website: _website, ...same } = line();
  return { ...same, holder: 'DX1 di website XYZ', ...over };
};
const held = (l: SharedLine, ...twins: HeldTwin[]) => heldElsewhere([l], twins).get(l.id) ?? null;

describe('heldElsewhere: the same transfer held on another website', () => {
  it('finds the twin by account, direction, amount, date, name and time', () => {
    expect(held(line(), twin())).toBe('DX1 di website XYZ');
  });

  it('reads names in any case and spacing, and bookings up to 10 minutes apart', () => {
    expect(held(line({ name: ' budi  santoso ' }), twin({ at: AT + 10 * MIN }))).toBe('DX1 di website XYZ');
    expect(held(line(), twin({ at: AT - 10 * MIN }))).toBe('DX1 di website XYZ');
  });

  it("reads a bank's cut of a name (18 characters: KlikBCA) as that name, not a short name as a longer one", () => {
    const whole = line({ name: 'MUHAMMAD WAHYU RIZKY HASIBUAN' });
    expect(held(whole, twin({ name: 'MUHAMMAD WAHYU RIZ' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'MUHAMMAD WAHYU RIZ' }), twin({ name: 'MUHAMMAD WAHYU RIZKY HASIBUAN' }))).toBe('DX1 di website XYZ');
    // A cut ending on a space, trimmed: `RADEN AJENG KARTI ` of RADEN AJENG KARTI KA.
    expect(held(line({ name: 'RADEN AJENG KARTI' }), twin({ name: 'RADEN AJENG KARTI KA' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'SITI NUR HALIZAH B' }), twin({ name: 'SITI NUR HALIZAH BINTI AHMAD' }))).toBe('DX1 di website XYZ');
    expect(held(whole, twin({ name: 'MUHAMMAD WAHYU RIZAL PRATAMA' }))).toBeNull();
    expect(held(line({ name: 'BUDI' }), twin({ name: 'BUDI SANTOSO' }))).toBeNull();
  });

  it('reads a name written with a title or a memo beside it, as another layout of the statement writes it, as that name', () => {
    // A title, a memo glued to the name (KlikBCA's narrative), a memo after it: the payer's letters in one piece.
    expect(held(line(), twin({ name: 'BPK BUDI SANTOSO' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'MUHAMMAD ANGGRAINI' }), twin({ name: 'ISI SALDO MUHAMMADMUHAMMAD ANGGRAINI' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'SDRI. SITI AMINAH DEPO' }), twin({ name: 'SITI AMINAH' }))).toBe('DX1 di website XYZ');
    // One word of six letters or more is one payer's too, and a name of one word with a title (the same letters); a
    // shorter word inside a longer name, or letters of two names, is not.
    expect(held(line({ name: 'SUPRIYADI' }), twin({ name: 'TOPUP SUPRIYADI' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'SUGIONO' }), twin({ name: 'SDR SUGIONO' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'IBU SRI' }), twin({ name: 'SRI' }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: 'RINA' }), twin({ name: 'KARINA PUTRI' }))).toBeNull();
    expect(held(line({ name: 'SRI' }), twin({ name: 'SRI WAHYUNI' }))).toBeNull();
    expect(held(line({ name: 'SANTOSO BUDI' }), twin())).toBeNull();
    expect(held(line({ name: 'BPK' }), twin({ name: 'BPK BUDI SANTOSO' }))).toBeNull();
  });

  it('is not a transfer of another amount, day, direction, account, payer, or booked over 10 minutes apart', () => {
    expect(held(line(), twin({ amount: '100001.00' }))).toBeNull();
    expect(held(line(), twin({ date: '2026-07-04' }))).toBeNull();
    expect(held(line(), twin({ direction: 'DB' }))).toBeNull();
    expect(held(line(), twin({ place: 'account:2' }))).toBeNull();
    expect(held(line(), twin({ name: 'SITI AMINAH' }))).toBeNull();
    expect(held(line(), twin({ at: AT + 11 * MIN }))).toBeNull();
  });

  it('takes a line without a name or a time for the same transfer when nothing else tells them apart', () => {
    expect(held(line({ name: '' }), twin())).toBe('DX1 di website XYZ');
    expect(held(line(), twin({ name: '' }))).toBe('DX1 di website XYZ');
    expect(held(line({ at: null }), twin({ at: AT + 5 * 60 * MIN }))).toBe('DX1 di website XYZ');
    expect(held(line(), twin({ at: null }))).toBe('DX1 di website XYZ');
    expect(held(line({ name: '', at: null }), twin({ name: 'SITI AMINAH', at: AT + 5 * 60 * MIN }))).toBe('DX1 di website XYZ');
    // A nameless line is still another transfer when booked far apart.
    expect(held(line({ name: '' }), twin({ at: AT + 30 * MIN }))).toBeNull();
    expect(held(line(), twin({ name: '', at: AT - 30 * MIN }))).toBeNull();
  });

  it('answers each line of a busy account from its own twins', () => {
    const lines = [line({ id: 1 }), line({ id: 2, name: 'SITI AMINAH', at: AT + 60 * MIN }), line({ id: 3, name: '', at: AT + 120 * MIN })];
    const twins = [
      twin({ name: 'SITI AMINAH', at: AT + 58 * MIN, holder: 'DX2 di website XYZ' }),
      twin({ name: 'ANDI WIJAYA', at: AT + 121 * MIN, holder: 'DX3 di website XYZ' }),
      twin({ name: 'ANDI WIJAYA', at: AT + 200 * MIN, holder: 'DX4 di website XYZ' }),
    ];
    expect(heldElsewhere(lines, twins)).toEqual(
      new Map([
        [2, 'DX2 di website XYZ'],
        [3, 'DX3 di website XYZ'],
      ]),
    );
  });

  it('finds a gateway payment by its reference (a QRIS RRN) wherever it was reported', () => {
    const qris = line({ place: 'gateway:602312345678', name: '' });
    expect(held(qris, twin({ place: 'gateway:602312345678', name: '' }))).toBe('DX1 di website XYZ');
    expect(held(qris, twin({ place: 'gateway:602312345679', name: '' }))).toBeNull();
    // The RRN decides: another time or name in the other report is still that payment.
    expect(held(qris, twin({ place: 'gateway:602312345678', name: 'TOKO', at: AT + 60 * MIN }))).toBe('DX1 di website XYZ');
  });
});

describe('repeatedTransfers: the copies of one transfer a total over websites counts once', () => {
  const repeated = (...lines: SharedLine[]) => [...repeatedTransfers(lines)].sort((a, b) => a - b);

  it("counts the first website's copy, in code order, and pairs each other website's copy with one transfer", () => {
    expect(repeated(line({ id: 2, website: 'XYZ' }), line({ id: 1 }))).toEqual([2]);
    // Three websites filing the account: one transfer, two repeats.
    expect(repeated(line({ id: 1 }), line({ id: 2, website: 'XYZ' }), line({ id: 3, website: 'DEF', name: 'BPK BUDI SANTOSO', at: AT + 5 * MIN }))).toEqual([
      2, 3,
    ]);
  });

  it('pairs copies one for one: two transfers alike on one website are two, even when the other website shows one', () => {
    expect(repeated(line({ id: 1 }), line({ id: 2 }), line({ id: 3, website: 'XYZ' }))).toEqual([3]);
    expect(repeated(line({ id: 1 }), line({ id: 2 }), line({ id: 3, website: 'XYZ' }), line({ id: 4, website: 'XYZ' }))).toEqual([3, 4]);
  });

  it('keeps apart what heldElsewhere keeps apart: another account, amount, payer, or over 10 minutes', () => {
    expect(repeated(line(), line({ id: 2, website: 'XYZ', place: 'account:BCA 222' }))).toEqual([]);
    expect(repeated(line(), line({ id: 2, website: 'XYZ', amount: '100001.00' }))).toEqual([]);
    expect(repeated(line(), line({ id: 2, website: 'XYZ', name: 'SITI AMINAH' }))).toEqual([]);
    expect(repeated(line(), line({ id: 2, website: 'XYZ', at: AT + 11 * MIN }))).toEqual([]);
    // A gateway payment's reference is one payment whatever the two reports say of time and name.
    const qris = { place: 'gateway:RRN123456', name: '' };
    expect(repeated(line({ ...qris }), line({ ...qris, id: 2, website: 'XYZ', at: AT + 60 * MIN }))).toEqual([2]);
  });
});

describe('placeOf and sharedLines: where the same transfer is looked for', () => {
  it('is the account for a line of an account another website shares, the reference for a gateway payment, else nowhere', () => {
    const shared = new Set([1]);
    expect(placeOf({ bankAccountId: 1, reference: '' }, shared)).toBe('account:1');
    expect(placeOf({ bankAccountId: 2, reference: 'ABC123' }, shared)).toBeNull();
    expect(placeOf({ bankAccountId: 2, reference: '' }, null)).toBe('account:2');
    expect(placeOf({ bankAccountId: null, reference: '602312345678' }, shared)).toBe('gateway:602312345678');
    expect(placeOf({ bankAccountId: null, reference: '' }, shared)).toBeNull();
  });

  it('reads stored lines: the gross of a QRIS line, the booking as epoch ms', () => {
    const stored = {
      id: 7,
      website_code: 'ABC',
      bank_account_id: null,
      reference: '602312345678',
      direction: 'CR',
      amount: '24825.00',
      gross_amount: '25000.00',
      booked_date: '2026-07-03',
      booked_at: new Date(AT),
      counterparty_name: '',
    };
    expect(sharedLines([stored, { ...stored, id: 8, reference: '' }], null)).toEqual([
      { id: 7, website: 'ABC', place: 'gateway:602312345678', direction: 'CR', amount: '25000.00', date: '2026-07-03', at: AT, name: '' },
    ]);
  });

  it('looks each account, amount and day up once, and each gateway payment by its reference', () => {
    const lines = [line({ id: 1 }), line({ id: 2, name: 'SITI' }), line({ id: 3, amount: '50000.00' }), line({ id: 4, place: 'gateway:602312345678' })];
    expect(byPlace(lines)).toEqual({
      accounts: [
        { at: 1, website: 'ABC', direction: 'CR', amount: '100000.00', date: '2026-07-03' },
        { at: 1, website: 'ABC', direction: 'CR', amount: '50000.00', date: '2026-07-03' },
      ],
      gateways: [{ at: '602312345678', website: 'ABC', direction: 'CR', amount: '100000.00', date: '2026-07-03' }],
    });
  });
});
