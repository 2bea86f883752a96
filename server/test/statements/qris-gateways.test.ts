/**
 * The QRIS payment-gateway reports (docs/formats-qris-ewallet-bo.md, "QRIS", "Payment-gateway reports"): exact rows of
 * each layout's fixture, the day a payment lands on in Jakarta, and the damaged files each is refused for.
 */
import { describe, expect, it } from 'vitest';
import { autoTxStatement } from '../../src/modules/statements/parsers/autotx.ts';
import { QRIS_STATEMENTS, qrisLuxeStatement, qrisStatement } from '../../src/modules/statements/parsers/qris.ts';
import { atLine, errorOf, expectReading, fixture, rowsOf, rowsReadWith } from './bank-support.ts';

const parse = (text: string) => qrisStatement.parse(text, {});

const PAID_AT = 'ID,External ID,Status,Amount,Fee,Net Amount,Currency,Payment Method,Payment Channel,RRN,Customer Name,Created At,Paid At';
const SUCCESS_AT = 'trx_id,partner_trx_id,rrn,nmid,merchant_name,issuer,payer_name,amount,admin_fee,net_amount,status,created_at,success_at';

describe('payment-gateway report with Paid At, in UTC', () => {
  it('moves every paid time from UTC to Jakarta: 20:00 UTC is 03:00 the next day, a written offset is not moved again', async () => {
    // line 4: 16:59:59 UTC is the last second of 3 July in Jakarta.
    // line 6: paid at 23:59 UTC on 3 July: 06:59 on 4 July in Jakarta.
    // line 8: `2026-07-04T09:15:00+07:00` says its zone: 09:15 in Jakarta, not 16:15. No Net Amount: Amount - Fee.
    // line 10: a static QR has no External ID: the RRN is the reference. `2026-07-03T08:00:00.000Z` is 15:00 in Jakarta.
    const rows = rowsReadWith(
      parse(fixture('qris-gateway-paid-at.csv')),
      { variant: 'qris-gateway-paid-at', layout: 'laporan payment gateway QRIS (Paid At, UTC)' },
      ['3 baris dilewati karena statusnya bukan sukses: EXPIRED 1, PENDING 1, REFUNDED 1.'],
    );
    expect(atLine(rows, 5)).toMatchObject({ date: '2026-07-04', time: '03:00:00' });
    expect(atLine(rows, 8)).toMatchObject({ date: '2026-07-04', time: '09:15:00' });
    expect(atLine(rows, 10).reference).toBe('603100000209');
    await expectReading(rows, 'qris-gateway-paid-at.csv');
  });

  it('refuses a paid row without its paid time, naming the line (a creation time is not when the money came)', () => {
    expect(parse(fixture('qris-gateway-paid-at-no-paid-time.csv'))).toEqual({ ok: false, error: 'Baris 4: kolom Paid At kosong' });
  });

  it('refuses a UTC paid date without a time: its Jakarta day is unknown', () => {
    expect(errorOf(parse(`${PAID_AT}\nP1,DP1,PAID,10000,,,IDR,,,603100000001,,,2026-07-03\n`))).toBe(
      "Baris 2: Paid At '2026-07-03' tanpa jam: waktu UTC tidak bisa dipindah ke tanggal WIB",
    );
  });

  it('refuses another currency than rupiah instead of reading its number as rupiah', () => {
    expect(errorOf(parse(`${PAID_AT}\nP1,DP1,PAID,10,,,USD,,,603100000001,,,2026-07-03 10:00:00\n`))).toBe(
      "Baris 2: mata uang 'USD' tidak didukung (kolom Currency); hanya IDR",
    );
  });

  it('refuses a paid row with neither External ID nor RRN nor ID', () => {
    expect(errorOf(parse(`${PAID_AT}\n,,PAID,10000,,,IDR,,,,,,2026-07-03 10:00:00\n`))).toBe('Baris 2: kolom External ID, RRN dan ID kosong');
  });
});

describe('gateway transaction report with success_at and offsets', () => {
  it('reads below its title, takes each offset as written, and stops at the total', async () => {
    // line 9: `17:30:00+00:00` is half past midnight of 2 July in Jakarta: the offset wins over the layout's zone.
    const rows = rowsReadWith(
      parse(fixture('qris-gateway-success-at.csv')),
      { variant: 'qris-gateway-success-at', layout: 'laporan transaksi QRIS gateway (success_at)' },
      ['3 baris dilewati karena statusnya bukan sukses: FAILED 1, EXPIRED 1, REFUNDED 1.'],
    );
    expect(atLine(rows, 9)).toMatchObject({ date: '2026-07-02', time: '00:30:00' });
    await expectReading(rows, 'qris-gateway-success-at.csv');
  });

  it('names the missing column of a damaged header, and its line', () => {
    expect(parse(fixture('qris-gateway-success-at-missing-column.csv'))).toEqual({
      ok: false,
      error:
        'Header laporan transaksi QRIS gateway (success_at) di baris 5 tidak lengkap: kolom success_at tidak ada. ' +
        'Kolom yang diharapkan: trx_id, partner_trx_id, rrn, amount, status, success_at. ' +
        'Ditemukan: trx_id, partner_trx_id, rrn, nmid, merchant_name, issuer, payer_name, amount, admin_fee, net_amount, status, created_at, paid_time.',
    });
  });

  it('refuses an offset no zone has, and one payment listed twice as paid', () => {
    const row = (trx: string, ticket: string, rrn: string, paid: string) => `${trx},${ticket},${rrn},,,,,10000.00,,,success,,${paid}`;
    expect(errorOf(parse(`${SUCCESS_AT}\n${row('QR1', 'DP1', '607100000001', '2026-07-01 10:00:00+25:00')}\n`))).toBe(
      "Baris 2: success_at '2026-07-01 10:00:00+25:00' tidak valid",
    );
    const twice = [
      SUCCESS_AT,
      row('QR1', 'DP1', '607100000001', '2026-07-01 10:00:00+07:00'),
      row('QR2', 'DP2', '607100000002', '2026-07-01 10:01:00+07:00'),
      row('QR1', 'DP1', '607100000001', '2026-07-01 10:00:00+07:00'),
    ];
    expect(errorOf(parse(`${twice.join('\n')}\n`))).toBe("Baris 4: trx_id 'QR1' ganda: pembayaran yang sama sudah ada di baris 2");
  });

  it('keeps two payments of one order (two trx_id, one partner_trx_id): each is money', () => {
    const rows = [
      SUCCESS_AT,
      'QR1,DP1,607100000001,,,,,10000.00,,,success,,2026-07-01 10:00:00+07:00',
      'QR2,DP1,607100000002,,,,,10000.00,,,success,,2026-07-01 10:02:00+07:00',
    ];
    expect(rowsOf(parse(`${rows.join('\n')}\n`)).map((r) => [r.line, r.reference, r.time])).toEqual([
      [2, 'DP1', '10:00:00'],
      [3, 'DP1', '10:02:00'],
    ]);
  });
});

describe("acquirer's settlement report with RECORD DATE", () => {
  it('reads amounts with thousands commas, the ORDER ID as reference (the RRN on a static QR), and stops at TOTAL', async () => {
    // line 5: paid five seconds after midnight: 3 July, although its ticket is of 2 July.
    const rows = rowsReadWith(
      parse(fixture('qris-acquirer-record-date.csv')),
      { variant: 'qris-acquirer-record-date', layout: 'laporan settlement QRIS acquirer (RECORD DATE)' },
      ['2 baris dilewati karena statusnya bukan sukses: VOID 1, REFUNDED 1.'],
    );
    expect(atLine(rows, 5)).toMatchObject({ date: '2026-07-03', amountSen: 148_950_000, reference: 'DP260702000991' });
    // line 6: a static QR: no ORDER ID.
    expect(atLine(rows, 6).reference).toBe('608300000302');
    await expectReading(rows, 'qris-acquirer-record-date.csv');
  });

  it('refuses AMOUNT, MDR and NET AMOUNT that do not add up, naming the line', () => {
    expect(parse(fixture('qris-acquirer-record-date-bad-net.csv'))).toEqual({
      ok: false,
      error: 'Baris 5: AMOUNT 1500000.00 - MDR 10500.00 tidak sama dengan NET AMOUNT 1490500.00',
    });
  });

  it('ends the table at its own END OF REPORT line, and refuses an Indonesian-style amount', () => {
    const header = 'NO,RECORD DATE,ORDER ID,RRN,AMOUNT,MDR,NET AMOUNT,STATUS';
    const text = `${header}\n1,03/07/2026 10:00:00,DP1,608300000001,"10,000.00",70.00,"9,930.00",SETTLED\n*** END OF REPORT ***\nNO,RECORD DATE\n`;
    expect(rowsOf(parse(text)).map((r) => [r.line, r.amountSen])).toEqual([[2, 993_000]]);
    expect(errorOf(parse(`${header}\n1,03/07/2026 10:00:00,DP1,608300000001,10.000,,,SETTLED\n`))).toBe(
      "Baris 2: nominal '10.000' di kolom AMOUNT tidak valid (format: 1,500,000.00)",
    );
  });
});

describe('every gateway report, every QRIS category', () => {
  const files = [
    ['qris-gateway-paid-at.csv', 'qris-gateway-paid-at', 6],
    ['qris-gateway-success-at.csv', 'qris-gateway-success-at', 4],
    ['qris-acquirer-record-date.csv', 'qris-acquirer-record-date', 3],
  ] as const;

  it.each(files)('%s is read the same under the five QRIS categories', (name, variant, count) => {
    for (const format of QRIS_STATEMENTS) {
      const result = format.parse(fixture(name), {});
      expect(result).toMatchObject({ ok: true, variant });
      expect(rowsOf(result)).toHaveLength(count);
    }
  });

  it('skips the gateways’ words for a payment undone or partly refunded, counting them', () => {
    const rows = ['PARTIALLY_REFUNDED', 'REFUND_PENDING', 'VOIDED', 'deny'].map(
      (status, i) => `P${i},DP${i},${status},10000,,,IDR,,,60310000000${i},,,2026-07-03 10:00:00`,
    );
    expect(qrisLuxeStatement.parse(`${PAID_AT}\n${rows.join('\n')}\n`, {})).toMatchObject({
      ok: true,
      rows: [],
      warnings: ['4 baris dilewati karena statusnya bukan sukses: PARTIALLY_REFUNDED 1, REFUND_PENDING 1, VOIDED 1, DENY 1.'],
    });
  });

  it('sends a gateway report uploaded under another category to QRIS', () => {
    expect(autoTxStatement.parse(fixture('qris-gateway-success-at.csv'), {})).toMatchObject({
      ok: false,
      error: expect.stringMatching(/File ini tampaknya laporan transaksi QRIS gateway \(success_at\): pilih salah satu kategori QRIS\.$/),
      lookalike: 'qris-gateway-success-at',
    });
  });

  it('takes a stated zone in our template too', () => {
    const text = 'Tanggal,RRN,Nominal,Status\n2026-07-03T17:30:00Z,602300000900,30800,SUCCESS\n03/07/2026 10:00:00 WIB,602300000901,30800,SUCCESS\n';
    expect(rowsOf(parse(text)).map((r) => [r.date, r.time])).toEqual([
      ['2026-07-04', '00:30:00'],
      ['2026-07-03', '10:00:00'],
    ]);
  });
});
