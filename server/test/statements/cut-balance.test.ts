import { describe, expect, it } from 'vitest';
import { lastBalanceCut } from '../../src/modules/statements/cut-balance.ts';
import type { StatementLine } from '../../src/modules/statements/statement-line.ts';
import { postedMessages, readInput } from '../support/statement-reading.ts';

const line = (n: number, direction: 'CR' | 'DB', amount: number, balance: number | null, pending = false): StatementLine =>
  ({ line: n, direction, amountSen: amount * 100, balanceSen: balance === null ? null : balance * 100, pending }) as StatementLine;

describe('lastBalanceCut', () => {
  it('finds a last balance that reads as the start of the one the line before gives, the lines in time order or newest first', () => {
    // 5,000,000 + 214,637 = 5,214,637; cut to 52,146.
    expect(lastBalanceCut([line(2, 'CR', 100, 5_000_000), line(3, 'CR', 214_637, 52_146)])?.line).toBe(3);
    // Newest first: the last (oldest) line's balance is the one before it without its money: 5,214,637 - 214,637.
    expect(lastBalanceCut([line(2, 'CR', 214_637, 5_214_637), line(3, 'CR', 100, 500)])?.line).toBe(3);
    expect(lastBalanceCut([line(2, 'DB', 10, 1_000_000), line(3, 'DB', 1, 99_999)])?.line).toBe(3);
    // Cut in the decimals: 440,775,855.38 read as .3 or as 440,775,855.
    const kopra = (balanceSen: number) => [line(2, 'DB', 0, 440_775_855), { ...line(3, 'CR', 0, 0), amountSen: 38, balanceSen }];
    expect(lastBalanceCut(kopra(44_077_585_530))?.line).toBe(3);
    expect(lastBalanceCut(kopra(44_077_585_500))?.line).toBe(3);
    expect(lastBalanceCut(kopra(44_077_585_538))).toBeNull();
    // Cut right after the separator: no balance where the line before has one.
    expect(lastBalanceCut([line(2, 'CR', 100, 5_000_000), line(3, 'CR', 214_637, null)])?.line).toBe(3);
  });

  it('leaves alone a whole balance, a balance that is just another number, a pending line, and lines after one without a balance', () => {
    expect(lastBalanceCut([line(2, 'CR', 100, 5_000_000), line(3, 'CR', 214_637, 5_214_637)])).toBeNull();
    expect(lastBalanceCut([line(2, 'CR', 100, 5_000_000), line(3, 'CR', 214_637, 61_000)])).toBeNull();
    expect(lastBalanceCut([line(2, 'CR', 100, 5_000_000), line(3, 'CR', 214_637, null, true)])).toBeNull();
    expect(lastBalanceCut([line(2, 'CR', 100, null), line(3, 'CR', 214_637, 52_146)])).toBeNull();
    expect(lastBalanceCut([line(3, 'CR', 214_637, 52_146)])).toBeNull();
  });
});

describe('a statement cut inside its last balance', () => {
  const whole =
    'Tanggal,Keterangan,Jumlah,DB/CR,Saldo\n' +
    '27/06/2026 14:05:10,TRSF E-BANKING CR 2706/FTSCY/WS95031 250000.00BUDI SANTOSO,250000.00,CR,5000000.00\n' +
    '27/06/2026 14:07:00,TRSF E-BANKING CR 2706/FTSCY/WS95031 214637.00SITI AMINAH,214637.00,CR,5214637.00';
  const read = async (text: string) => (await postedMessages(readInput('mutasiupdepobca', null, Buffer.from(text), '2026-06-27'))).pop();

  it('is refused, naming the line: uploading the whole file after it would store that transfer twice', async () => {
    expect(await read(whole.slice(0, whole.lastIndexOf('5214637') + 5))).toEqual({
      end: { ok: false, error: 'Baris 3: saldo baris terakhir terpotong dan file berakhir di tengah baris: unduh ulang file lengkapnya.' },
    });
  });

  it('is refused cut right after its last separator too (an empty balance)', async () => {
    expect(await read(whole.slice(0, whole.lastIndexOf(',') + 1))).toMatchObject({
      end: { ok: false, error: expect.stringContaining('Baris 3: saldo baris terakhir terpotong') },
    });
  });

  it('is read whole, with or without a last line break', async () => {
    expect(await read(whole)).toMatchObject({ end: { ok: true, count: 2 } });
    expect(await read(`${whole}\n`)).toMatchObject({ end: { ok: true, count: 2 } });
  });
});
