import { describe, expect, it } from 'vitest';
import { bcaPendingDayMonth, describeBca } from '../../src/modules/statements/description/bca.ts';
import { describeBni } from '../../src/modules/statements/description/bni.ts';
import { describeBri, tagBrivaFeeTwins } from '../../src/modules/statements/description/bri.ts';
import { type DescriptionFacts, facts } from '../../src/modules/statements/description/facts.ts';
import { describeGeneric } from '../../src/modules/statements/description/generic.ts';
import { describeMandiri } from '../../src/modules/statements/description/mandiri.ts';
import type { Direction } from '../../src/modules/statements/statement-line.ts';
import { line } from './bank-support.ts';

type Case = [description: string, direction: Direction, expected: DescriptionFacts];

describe('BCA narratives', () => {
  it.each<Case>([
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00BUDI SANTOSO', 'CR', facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO' })],
    // A name cut at 18 characters stays cut: the matcher compares it as a prefix.
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00MUHAMMAD RIZKY PRA', 'CR', facts('INTRABANK', { counterpartyName: 'MUHAMMAD RIZKY PRA' })],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00SBGP 02, 08 SEPTEMMUHAMMAD RIZKY PRA', 'CR', facts('INTRABANK', { counterpartyName: 'MUHAMMAD RIZKY PRA' })],
    ['TRSF E-BANKING DB 2606/FTSCY/WS95031 40000.00DEPO 1            ANDI WIJAYA', 'DB', facts('INTRABANK', { counterpartyName: 'ANDI WIJAYA' })],
    // A memo saying BIAYA inside a transfer does not make it a fee.
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 50000.00BIAYA SEKOLAH     SITI AMINAH', 'CR', facts('INTRABANK', { counterpartyName: 'SITI AMINAH' })],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 50000.00AIRPAY INTERNATION', 'CR', facts('VA_EWALLET')],
    ['TRSF E-BANKING DB 2606/FTFVA/WS95011 70001/GOPAY TOPUP - - 085712345678', 'DB', facts('VA_EWALLET', { counterpartyAccount: '085712345678' })],
    ['BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 'CR', facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA' })],
    ['BI-FAST CR TANGGAL :26/06 TRANSFER DR 008 RINA MARLINA', 'CR', facts('BI_FAST', { counterpartyName: 'RINA MARLINA' })],
    ['BI-FAST DB TRANSFER   KE 009 HENDRA GUNAWAN  KBI', 'DB', facts('BI_FAST', { counterpartyName: 'HENDRA GUNAWAN' })],
    ['TRANSFER KE 535 YULIA PRATIWIMyBCA BI-FAST DB', 'DB', facts('BI_FAST', { counterpartyName: 'YULIA PRATIWI' })],
    ['BI-FAST DB BIAYA TXN KE 009 HENDRA GUNAWAN', 'DB', facts('FEE', { counterpartyName: 'HENDRA GUNAWAN' })],
    ['SWITCHING CR TRANSFER DR 013 AGUS SETIAWAN PERMATA', 'CR', facts('SWITCHING', { counterpartyName: 'AGUS SETIAWAN' })],
    ['SWITCHING CR TRANSFER DR 022 AGUS SETIAWAN     CIMB NIAGA', 'CR', facts('SWITCHING', { counterpartyName: 'AGUS SETIAWAN' })],
    ['TRF DEWI LESTARI 535 MYBCA 95271 SWITCHING DB', 'DB', facts('SWITCHING', { counterpartyName: 'DEWI LESTARI' })],
    ['BIAYA TXN KE 535 DEWI LESTARI MYBCA 95271', 'DB', facts('FEE', { counterpartyName: 'DEWI LESTARI' })],
    ['BIAYA ADM', 'DB', facts('FEE')],
    ['KR OTOMATIS LLG-MANDIRI NUR HIDAYAH', 'CR', facts('SKN', { counterpartyName: 'NUR HIDAYAH' })],
    ['TRF CN-SKN MSK 0123', 'CR', facts('SKN')],
    ['KR OTOMATIS RTGS-PT. BANK NEGARA INDONESIA BNINIDJA/RTGS2026062701 PT SUMBER REJEKI', 'CR',
      facts('RTGS', { counterpartyName: 'PT SUMBER REJEKI', reference: 'RTGS2026062701' })],
    ['KR OTOMATIS TANGGAL :27/01 MID : 885000000002 TOKO CONTOH QR : 2224200.00 DDR: 15569.40', 'CR',
      facts('QRIS', { grossSen: 222_420_000, feeSen: 1_556_940 })],
    ['KR OTOMATIS MID : 885000000003 TOKO CONTOH NFC: 50000.00 DDR: 500.00', 'CR', facts('CARD', { grossSen: 5_000_000, feeSen: 50_000 })],
    ['KARTU KREDIT MID:000000003 TOKO CONTOH TGH:00023226564.00 ADM:348398.46', 'CR',
      facts('CARD', { grossSen: 2_322_656_400, feeSen: 34_839_846 })],
    ['KARTU DEBIT 2706 TOKO MAJU', 'DB', facts('CARD')],
    ['SETORAN TUNAI', 'CR', facts('CASH')],
    ['TARIKAN ATM 27/06', 'DB', facts('CASH')],
    ['BUNGA', 'CR', facts('INTEREST')],
    ['PAJAK BUNGA', 'DB', facts('TAX')],
    ['DB OTOMATIS PLN 123', 'DB', facts('OTHER')],
    ['KR OTOMATIS PENGEMBALIAN', 'CR', facts('OTHER')],
  ])('%s', (description, direction, expected) => {
    expect(describeBca(description, direction, 1)).toEqual(expected);
  });

  it('finds the day of a PEND row in the transfer code or a backdated TANGGAL', () => {
    expect(bcaPendingDayMonth('TRSF E-BANKING CR 2806/FTSCY/WS95031 50000.00SITI AMINAH')).toEqual({ day: 28, month: 6 });
    expect(bcaPendingDayMonth('BI-FAST CR TANGGAL :2/1 TRANSFER DR 008 AGUS')).toEqual({ day: 2, month: 1 });
    expect(bcaPendingDayMonth('SETORAN TUNAI')).toBeNull();
  });
});

describe('Mandiri narratives', () => {
  it.each<Case>([
    ['MCM InhouseTrf  DARI PT CONTOH   ', 'CR', facts('INTRABANK', { counterpartyName: 'PT CONTOH' })],
    ['Transfer dari BANK MANDIRI SITI AMINAH 1234567890123', 'CR', facts('INTRABANK', { counterpartyName: 'SITI AMINAH', counterpartyAccount: '1234567890123' })],
    ['Transfer BI Fast Dari BANK SYARIAH INDONESIA NUR HIDAYAH 7123456789 -', 'CR',
      facts('BI_FAST', { counterpartyName: 'NUR HIDAYAH', counterpartyAccount: '7123456789' })],
    ['Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789', 'DB', facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789' })],
    // A person whose name starts like a bank keeps it when no bank precedes it.
    ['Transfer dari PERMATASARI DEWI 1234567', 'CR', facts('OTHER', { counterpartyName: 'PERMATASARI DEWI', counterpartyAccount: '1234567' })],
    ['Transfer ke DANA-081234567890', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081234567890' })],
    ['Biaya transfer BI Fast', 'DB', facts('FEE')],
    ['Bunga', 'CR', facts('INTEREST')],
    ['Pajak Bunga', 'DB', facts('TAX')],
    ['Setor Tunai', 'CR', facts('CASH')],
    ['Trf Inw CN BANK CENTRAL ASIA', 'CR', facts('OTHER')],
  ])('%s', (description, direction, expected) => {
    expect(describeMandiri(description, direction, 1)).toEqual(expected);
  });
});

describe('BNI narratives', () => {
  it.each<Case>([
    ['TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', 'CR', facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789' })],
    ['TRANSFER DARI | PEMINDAHAN DARI 0123456789 BUDI SANTOSO | DEPO', 'CR', facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789' })],
    ['TRANSFER KE Ibu SITI AMINAH', 'DB', facts('INTRABANK', { counterpartyName: 'SITI AMINAH' })],
    ['TRANSFER KE Bpk ANDI WIJAYA 20260713BNINIDJA010 O0217812687', 'DB',
      facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', reference: '20260713BNINIDJA010O0217812687' })],
    ['BY TRX BIFAST', 'DB', facts('FEE')],
    ['BY TRX ATM BERSAMA', 'DB', facts('FEE')],
    ['BIAYA ADMIN', 'DB', facts('FEE')],
    ['TRANSFER KE ESPAY DEBIT INDONESIA KOE 8810081234567890 Dana-DNID 0812****7890', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081234567890' })],
    ['TRANSFER KE LINKAJA 081298765432', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081298765432' })],
    ['TOP UP GOPAY', 'DB', facts('VA_EWALLET')],
    ['SETOR TUNAI | RUDI HARTONO', 'CR', facts('CASH', { counterpartyName: 'RUDI HARTONO' })],
    ['TRF/PAY/TOP-UP ECHANNEL | 5264221234567890 | 20261202114530', 'DB', facts('OTHER', { reference: '20261202114530' })],
  ])('%s', (description, direction, expected) => {
    expect(describeBni(description, direction, 1)).toEqual(expected);
  });
});

describe('BRI narratives', () => {
  it.each<[string, Direction, number, DescriptionFacts]>([
    ['NBMB ANDI WIJAYA TO BUDI SANTOSO ESB:NBMB:0001500F:151700000001', 'CR', 1, facts('INTRABANK', { counterpartyName: 'ANDI WIJAYA' })],
    ['NBMB ANDI WIJAYA TO BUDI SANTOSO ESB:NBMB:0001500F:151700000001', 'DB', 1, facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO' })],
    ['NBMB ANDI WIJAYA TO BUDI SANTOSO', 'DB', 1, facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO' })],
    ['BFST2061125016 NBMB:X', 'DB', 250_000, facts('FEE')],
    ['BFST2061125016 NBMB:X', 'DB', 10_000_000, facts('BI_FAST')],
    ['ATMSTRPRM 0123 BUDI', 'DB', 650_000, facts('FEE')],
    ['ATMSTRPRM 0123 BUDI', 'DB', 5_000_000, facts('SWITCHING')],
    ['BRIVA30135085712345678NBMB', 'DB', 5_000_000, facts('VA_EWALLET', { counterpartyAccount: '085712345678' })],
    ['BRIVA1234567', 'DB', 5_000_000, facts('VA_EWALLET')],
    ['BUNGA TABUNGAN', 'CR', 1, facts('INTEREST')],
    ['PAJAK BUNGA', 'DB', 1, facts('TAX')],
    ['BIAYA ADM', 'DB', 1, facts('FEE')],
  ])('%s (%s, %d sen)', (description, direction, amount, expected) => {
    expect(describeBri(description, direction, amount)).toEqual(expected);
  });

  it('tags one Rp1.000 BRIVA twin per payment, and leaves a lone Rp1.000 top-up alone', () => {
    const briva = (n: number, amountSen: number, description = 'BRIVA88810081234567890NBMB') =>
      line({ line: n, date: '2026-06-27', direction: 'DB', amountSen, description, channel: 'VA_EWALLET' });
    const lines = [briva(1, 5_000_000), briva(2, 100_000), briva(3, 100_000), briva(4, 100_000, 'BRIVA30135085712345678NBMB')];
    tagBrivaFeeTwins(lines);
    expect(lines.map((l) => l.channel)).toEqual(['VA_EWALLET', 'FEE', 'VA_EWALLET', 'VA_EWALLET']);
  });
});

describe('narratives without conventions (CIMB, wallets, manual QRIS)', () => {
  it.each<[string, DescriptionFacts]>([
    ['BIAYA ADMINISTRASI', facts('FEE')],
    ['ADMIN FEE', facts('FEE')],
    ['PAJAK', facts('TAX')],
    ['BUNGA', facts('INTEREST')],
    ['SETOR TUNAI CABANG', facts('CASH')],
    ['BI-FAST KE ANDI', facts('BI_FAST')],
    ['Terima dari 081234567890', facts('VA_EWALLET', { counterpartyAccount: '081234567890' })],
    ['Pembayaran', facts('VA_EWALLET')],
  ])('%s', (description, expected) => {
    expect(describeGeneric('VA_EWALLET')(description, 'CR', 1)).toEqual(expected);
  });
});
