import { describe, expect, it } from 'vitest';
import { bcaPendingDayMonth, describeBca } from '../../src/modules/statements/description/bca.ts';
import { describeBni } from '../../src/modules/statements/description/bni.ts';
import { describeBri, tagBrivaFeeTwins } from '../../src/modules/statements/description/bri.ts';
import { type DescriptionFacts, facts, senderBankOfBiFastReference } from '../../src/modules/statements/description/facts.ts';
import { describedLine } from '../../src/modules/statements/parsers/bank-line.ts';
import { describeGeneric } from '../../src/modules/statements/description/generic.ts';
import { describeMandiri } from '../../src/modules/statements/description/mandiri.ts';
import type { Direction } from '../../src/modules/statements/statement-line.ts';
import { line } from './bank-support.ts';

type Case = [description: string, direction: Direction, expected: DescriptionFacts];

describe('BCA narratives', () => {
  it.each<Case>([
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00BUDI SANTOSO', 'CR', facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyBank: 'BCA' })],
    // A name cut at 18 characters stays cut: the matcher compares it as a prefix.
    [
      'TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00MUHAMMAD RIZKY PRA',
      'CR',
      facts('INTRABANK', { counterpartyName: 'MUHAMMAD RIZKY PRA', counterpartyBank: 'BCA' }),
    ],
    [
      'TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00SBGP 02, 08 SEPTEMMUHAMMAD RIZKY PRA',
      'CR',
      facts('INTRABANK', { counterpartyName: 'MUHAMMAD RIZKY PRA', counterpartyBank: 'BCA' }),
    ],
    [
      'TRSF E-BANKING DB 2606/FTSCY/WS95031 40000.00DEPO 1            ANDI WIJAYA',
      'DB',
      facts('INTRABANK', { counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'BCA' }),
    ],
    // A memo saying BIAYA inside a transfer does not make it a fee.
    [
      'TRSF E-BANKING CR 2606/FTSCY/WS95031 50000.00BIAYA SEKOLAH     SITI AMINAH',
      'CR',
      facts('INTRABANK', { counterpartyName: 'SITI AMINAH', counterpartyBank: 'BCA' }),
    ],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 50000.00AIRPAY INTERNATION', 'CR', facts('VA_EWALLET', { counterpartyBank: 'SHOPEEPAY' })],
    [
      'TRSF E-BANKING DB 2606/FTFVA/WS95011 70001/GOPAY TOPUP - - 085712345678',
      'DB',
      facts('VA_EWALLET', { counterpartyAccount: '085712345678', counterpartyBank: 'GOPAY' }),
    ],
    ['BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 'CR', facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'MANDIRI' })],
    ['BI-FAST CR TANGGAL :26/06 TRANSFER DR 008 RINA MARLINA', 'CR', facts('BI_FAST', { counterpartyName: 'RINA MARLINA', counterpartyBank: 'MANDIRI' })],
    ['BI-FAST DB TRANSFER   KE 009 HENDRA GUNAWAN  KBI', 'DB', facts('BI_FAST', { counterpartyName: 'HENDRA GUNAWAN', counterpartyBank: 'BNI' })],
    ['TRANSFER KE 535 YULIA PRATIWIMyBCA BI-FAST DB', 'DB', facts('BI_FAST', { counterpartyName: 'YULIA PRATIWI', counterpartyBank: 'SEABANK' })],
    ['BI-FAST DB BIAYA TXN KE 009 HENDRA GUNAWAN', 'DB', facts('FEE', { counterpartyName: 'HENDRA GUNAWAN', counterpartyBank: 'BNI' })],
    ['SWITCHING CR TRANSFER DR 013 AGUS SETIAWAN PERMATA', 'CR', facts('SWITCHING', { counterpartyName: 'AGUS SETIAWAN', counterpartyBank: 'PERMATA' })],
    ['SWITCHING CR TRANSFER DR 022 AGUS SETIAWAN     CIMB NIAGA', 'CR', facts('SWITCHING', { counterpartyName: 'AGUS SETIAWAN', counterpartyBank: 'CIMB' })],
    ['TRF DEWI LESTARI 535 MYBCA 95271 SWITCHING DB', 'DB', facts('SWITCHING', { counterpartyName: 'DEWI LESTARI', counterpartyBank: 'SEABANK' })],
    ['BIAYA TXN KE 535 DEWI LESTARI MYBCA 95271', 'DB', facts('FEE', { counterpartyName: 'DEWI LESTARI', counterpartyBank: 'SEABANK' })],
    ['BIAYA ADM', 'DB', facts('FEE')],
    ['KR OTOMATIS LLG-MANDIRI NUR HIDAYAH', 'CR', facts('SKN', { counterpartyName: 'NUR HIDAYAH', counterpartyBank: 'MANDIRI' })],
    ['TRF CN-SKN MSK 0123', 'CR', facts('SKN')],
    [
      'KR OTOMATIS RTGS-PT. BANK NEGARA INDONESIA BNINIDJA/RTGS2026062701 PT SUMBER REJEKI',
      'CR',
      facts('RTGS', { counterpartyName: 'PT SUMBER REJEKI', reference: 'RTGS2026062701', counterpartyBank: 'BNI' }),
    ],
    [
      'KR OTOMATIS TANGGAL :27/01 MID : 885000000002 TOKO CONTOH QR : 2224200.00 DDR: 15569.40',
      'CR',
      facts('QRIS', { grossSen: 222_420_000, feeSen: 1_556_940 }),
    ],
    ['KR OTOMATIS MID : 885000000003 TOKO CONTOH NFC: 50000.00 DDR: 500.00', 'CR', facts('CARD', { grossSen: 5_000_000, feeSen: 50_000 })],
    ['KARTU KREDIT MID:000000003 TOKO CONTOH TGH:00023226564.00 ADM:348398.46', 'CR', facts('CARD', { grossSen: 2_322_656_400, feeSen: 34_839_846 })],
    ['KARTU DEBIT 2706 TOKO MAJU', 'DB', facts('CARD')],
    ['SETORAN TUNAI', 'CR', facts('CASH')],
    ['TARIKAN ATM 27/06', 'DB', facts('CASH')],
    ['BUNGA', 'CR', facts('INTEREST')],
    ['PAJAK BUNGA', 'DB', facts('TAX')],
    ['DB OTOMATIS PLN 123', 'DB', facts('OTHER')],
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
    ['MCM InhouseTrf  DARI PT CONTOH   ', 'CR', facts('INTRABANK', { counterpartyName: 'PT CONTOH', counterpartyBank: 'MANDIRI' })],
    [
      'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123',
      'CR',
      facts('INTRABANK', { counterpartyName: 'SITI AMINAH', counterpartyAccount: '1234567890123', counterpartyBank: 'MANDIRI' }),
    ],
    [
      'Transfer BI Fast Dari BANK SYARIAH INDONESIA NUR HIDAYAH 7123456789 -',
      'CR',
      facts('BI_FAST', { counterpartyName: 'NUR HIDAYAH', counterpartyAccount: '7123456789', counterpartyBank: 'BSI' }),
    ],
    [
      'Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789',
      'DB',
      facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA' }),
    ],
    // A person whose name starts like a bank keeps it when no bank precedes it.
    ['Transfer dari PERMATASARI DEWI 1234567', 'CR', facts('OTHER', { counterpartyName: 'PERMATASARI DEWI', counterpartyAccount: '1234567' })],
    ['Transfer ke DANA-081234567890', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'DANA' })],
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
    [
      'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO',
      'CR',
      facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789', counterpartyBank: 'BNI' }),
    ],
    [
      'TRANSFER DARI | PEMINDAHAN DARI 0123456789 BUDI SANTOSO | DEPO',
      'CR',
      facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789', counterpartyBank: 'BNI' }),
    ],
    ['TRANSFER KE Ibu SITI AMINAH', 'DB', facts('INTRABANK', { counterpartyName: 'SITI AMINAH' })],
    [
      'TRANSFER KE Bpk ANDI WIJAYA 20260713BNINIDJA010 O0217812687',
      'DB',
      facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', reference: '20260713BNINIDJA010O0217812687' }),
    ],
    ['BY TRX BIFAST', 'DB', facts('FEE')],
    ['BY TRX ATM BERSAMA', 'DB', facts('FEE')],
    ['BIAYA ADMIN', 'DB', facts('FEE')],
    [
      'TRANSFER KE ESPAY DEBIT INDONESIA KOE 8810081234567890 Dana-DNID 0812****7890',
      'DB',
      facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'DANA' }),
    ],
    ['TRANSFER KE LINKAJA 081298765432', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081298765432', counterpartyBank: 'LINKAJA' })],
    ['TOP UP GOPAY', 'DB', facts('VA_EWALLET', { counterpartyBank: 'GOPAY' })],
    ['SETOR TUNAI | RUDI HARTONO', 'CR', facts('CASH', { counterpartyName: 'RUDI HARTONO' })],
    ['TRF/PAY/TOP-UP ECHANNEL | 5264221234567890 | 20261202114530', 'DB', facts('OTHER', { reference: '20261202114530' })],
  ])('%s', (description, direction, expected) => {
    expect(describeBni(description, direction, 1)).toEqual(expected);
  });
});

describe('BRI narratives', () => {
  it.each<[string, Direction, number, DescriptionFacts]>([
    [
      'NBMB ANDI WIJAYA TO BUDI SANTOSO ESB:NBMB:0001500F:151700000001',
      'CR',
      1,
      facts('INTRABANK', { counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'BRI' }),
    ],
    [
      'NBMB ANDI WIJAYA TO BUDI SANTOSO ESB:NBMB:0001500F:151700000001',
      'DB',
      1,
      facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyBank: 'BRI' }),
    ],
    ['NBMB ANDI WIJAYA TO BUDI SANTOSO', 'DB', 1, facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyBank: 'BRI' })],
    ['BFST2061125016 NBMB:X', 'DB', 250_000, facts('FEE', { counterpartyAccount: '2061125016' })],
    ['BFST2061125016 NBMB:X', 'DB', 10_000_000, facts('BI_FAST', { counterpartyAccount: '2061125016' })],
    ['ATMSTRPRM 0123 BUDI', 'DB', 650_000, facts('FEE')],
    ['ATMSTRPRM 0123 BUDI', 'DB', 5_000_000, facts('SWITCHING')],
    ['BRIVA30135085712345678NBMB', 'DB', 5_000_000, facts('VA_EWALLET', { counterpartyAccount: '085712345678', counterpartyBank: 'GOPAY' })],
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

/*
 * The other party's bank (parsing/banks.ts codes) and money coming back (channel RETURN), per bank:
 * docs/formats-banks.md, "Counterparty bank" and "Money coming back". Each rule with the case it must not take.
 */
describe('BCA: counterparty bank', () => {
  it.each<Case>([
    // An unknown clearing code names no bank: never a guess.
    ['BI-FAST CR TRANSFER   DR 999 ANDI WIJAYA', 'CR', facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA' })],
    ['BI-FAST CR TRANSFER   DR 451 NUR HIDAYAH', 'CR', facts('BI_FAST', { counterpartyName: 'NUR HIDAYAH', counterpartyBank: 'BSI' })],
    // MyBCA's incoming BI-FAST, and a name run into the MyBCA tail (seen in a public reconciler's tests).
    ['TRANSFER DR 013 DARMAWAN BI-FAST CR', 'CR', facts('BI_FAST', { counterpartyName: 'DARMAWAN', counterpartyBank: 'PERMATA' })],
    ['TRANSFER KE 535 MUHAMMAD SAILILLAHMyBCA BI-FAST DB', 'DB', facts('BI_FAST', { counterpartyName: 'MUHAMMAD SAILILLAH', counterpartyBank: 'SEABANK' })],
    ['SWITCHING CR TRANSFER DR 002 RINA MARLINA BANK BRI', 'CR', facts('SWITCHING', { counterpartyName: 'RINA MARLINA', counterpartyBank: 'BRI' })],
    // The trailing name is taken off only when it is the coded bank's.
    ['SWITCHING CR TRANSFER DR 002 RINA MARLINA PERMATA', 'CR', facts('SWITCHING', { counterpartyName: 'RINA MARLINA PERMATA', counterpartyBank: 'BRI' })],
    ['TRF JENEVA PRINCESS ON535 MYBCA 95271 SWITCHING DB', 'DB', facts('SWITCHING', { counterpartyName: 'JENEVA PRINCESS ON', counterpartyBank: 'SEABANK' })],
    [
      'BIAYA TXN KE 535 JENEVA PRINCESS ONMYBCA 95271 SWITCHING DB',
      'DB',
      facts('FEE', { counterpartyName: 'JENEVA PRINCESS ON', counterpartyBank: 'SEABANK' }),
    ],
    [
      'TRF 531629653305 SURYANI SUKRI, S.K002 Web BRILink SWITCHING CR',
      'CR',
      facts('SWITCHING', { counterpartyName: 'SURYANI SUKRI, S.K', counterpartyBank: 'BRI' }),
    ],
    [
      'TRSF E-BANKING DB 2606/FTFVA/WS95011 39010/DANA - - 081234567890',
      'DB',
      facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'DANA' }),
    ],
    // A biller that is no wallet we know.
    ['TRSF E-BANKING DB 2606/FTFVA/WS95011 12345/TOKOPEDIA - - 081234567890', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081234567890' })],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 75000.00DOMPET ANAK BANGSA', 'CR', facts('VA_EWALLET', { counterpartyBank: 'GOPAY' })],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 75000.00VISIONET INTERNASI', 'CR', facts('VA_EWALLET', { counterpartyBank: 'OVO' })],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 75000.00ESPAY DEBIT INDONE', 'CR', facts('VA_EWALLET', { counterpartyBank: 'DANA' })],
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 75000.00FINNET INDONESIA', 'CR', facts('VA_EWALLET', { counterpartyBank: 'LINKAJA' })],
    // A person whose name starts like a company's word is a person.
    ['TRSF E-BANKING CR 2606/FTSCY/WS95031 75000.00ESPAYANTI', 'CR', facts('INTRABANK', { counterpartyName: 'ESPAYANTI', counterpartyBank: 'BCA' })],
    ['KR OTOMATIS LLG-BRI HENDRA GUNAWAN     SETORAN MODAL', 'CR', facts('SKN', { counterpartyName: 'HENDRA GUNAWAN', counterpartyBank: 'BRI' })],
    ['KR OTOMATIS LLG-ACEH HENDRA GUNAWAN', 'CR', facts('SKN', { counterpartyName: 'HENDRA GUNAWAN' })],
    [
      'KR OTOMATIS RTGS-PT. BANK MANDIRI (PERSERO) TBK BMRIIDJA/R0001 CV MAJU JAYA',
      'CR',
      facts('RTGS', { counterpartyName: 'CV MAJU JAYA', reference: 'R0001', counterpartyBank: 'MANDIRI' }),
    ],
    ['SETORAN TUNAI', 'CR', facts('CASH')],
  ])('%s', (description, direction, expected) => {
    expect(describeBca(description, direction, 1)).toEqual(expected);
  });
});

describe('BCA: money coming back', () => {
  it.each<Case>([
    // Where BCA writes the kind of transaction: first, or right after the channel and its CR.
    ['BI-FAST CR RETUR TRANSFER   DR 008 ANDI WIJAYA', 'CR', facts('RETURN', { counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'MANDIRI' })],
    ['BI-FAST CR TANGGAL :26/06 REVERSAL   DR 009 HENDRA GUNAWAN', 'CR', facts('RETURN', { counterpartyName: 'HENDRA GUNAWAN', counterpartyBank: 'BNI' })],
    ['SWITCHING CR RETURN TRANSFER DR 013 AGUS SETIAWAN PERMATA', 'CR', facts('RETURN', { counterpartyName: 'AGUS SETIAWAN', counterpartyBank: 'PERMATA' })],
    ['REVERSAL TRF E-BANKING', 'CR', facts('RETURN')],
    ['KR OTOMATIS PENGEMBALIAN', 'CR', facts('RETURN')],
    ['CR KOREKSI TRSF E-BANKING', 'CR', facts('RETURN')],
    // A reversed fee is money coming back too.
    ['REVERSAL BIAYA TXN KE 009 HENDRA GUNAWAN', 'CR', facts('RETURN', { counterpartyName: 'HENDRA GUNAWAN', counterpartyBank: 'BNI' })],
    // An interest correction is interest.
    ['CR KOREKSI BUNGA', 'CR', facts('INTEREST')],
    ['DR KOREKSI BUNGA', 'DB', facts('INTEREST')],
    // A player's memo saying retur is no return: the memo field is not where BCA writes the kind.
    [
      'TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00RETUR             BUDI SANTOSO',
      'CR',
      facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyBank: 'BCA' }),
    ],
    ['BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA  RETUR', 'CR', facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'MANDIRI' })],
    // A debit is money going out, whatever its words.
    ['BI-FAST DB RETUR TRANSFER   KE 008 ANDI WIJAYA', 'DB', facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'MANDIRI' })],
  ])('%s (%s)', (description, direction, expected) => {
    expect(describeBca(description, direction, 1)).toEqual(expected);
  });
});

describe('Mandiri: counterparty bank', () => {
  it.each<Case>([
    // Another bank whose name starts like Mandiri's (seen in a public reconciler): no code, its name taken off.
    [
      'Transfer dari BANK MANDIRI TASPEN SITI AMINAH 1234567890123',
      'CR',
      facts('OTHER', { counterpartyName: 'SITI AMINAH', counterpartyAccount: '1234567890123' }),
    ],
    [
      'Transfer BI Fast Dari BCA SYARIAH NUR HIDAYAH 7123456789 -',
      'CR',
      facts('BI_FAST', { counterpartyName: 'NUR HIDAYAH', counterpartyAccount: '7123456789' }),
    ],
    [
      'Transfer BI Fast Dari BCA KHUSTINI 4921073601 Tf',
      'CR',
      facts('BI_FAST', { counterpartyName: 'KHUSTINI', counterpartyAccount: '4921073601', counterpartyBank: 'BCA' }),
    ],
    [
      'Transfer BI Fast Dari BRI ANDI WIJAYA 0123456789 -',
      'CR',
      facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BRI' }),
    ],
    [
      'Transfer dari Bank lain BNI ANDI WIJAYA 0123456789',
      'CR',
      facts('SWITCHING', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BNI' }),
    ],
    [
      'Transfer BI Fast Ke BANK BNI FAHRIAH 2037645783',
      'DB',
      facts('BI_FAST', { counterpartyName: 'FAHRIAH', counterpartyAccount: '2037645783', counterpartyBank: 'BNI' }),
    ],
    // From DANA: the person first, DANA's own reference after the phone.
    [
      'Transfer BI Fast Dari KANISAH 6285283743827 DANA20250207',
      'CR',
      facts('BI_FAST', { counterpartyName: 'KANISAH', counterpartyAccount: '6285283743827', counterpartyBank: 'DANA' }),
    ],
    [
      'Transfer BI Fast Dari  EKO PUJISRIYANTO 6282330356369 DANA20260624DANAIDJ1010O9960662288EKOPUJ',
      'CR',
      facts('BI_FAST', { counterpartyName: 'EKO PUJISRIYANTO', counterpartyAccount: '6282330356369', counterpartyBank: 'DANA' }),
    ],
    // A person called Dana is no wallet, and neither is an unknown bank.
    ['Transfer BI Fast Dari DANA SAPUTRA 4921073601 -', 'CR', facts('BI_FAST', { counterpartyName: 'DANA SAPUTRA', counterpartyAccount: '4921073601' })],
    ['Transfer BI Fast Dari BANK ACEH NUR 7123456789 -', 'CR', facts('BI_FAST', { counterpartyName: 'BANK ACEH NUR', counterpartyAccount: '7123456789' })],
    [
      'Transfer dari Bank lain SEABANK INDONESIA AYUB EKA WIJAYADI 901111839605',
      'CR',
      facts('SWITCHING', { counterpartyName: 'AYUB EKA WIJAYADI', counterpartyAccount: '901111839605', counterpartyBank: 'SEABANK' }),
    ],
    // DANA's 19-digit number is not the sender's phone.
    [
      'Transfer dari Bank lain  DANA-ERWIN SYARIEF H 1500011085839109464',
      'CR',
      facts('SWITCHING', { counterpartyName: 'ERWIN SYARIEF H', counterpartyBank: 'DANA' }),
    ],
    [
      'Transfer antar Mandiri DARI DOMPET ANAK BANGSA GoPay Bank Transfer ID2617839690368CY3 Transfer Fee 9037149070610314',
      'CR',
      facts('VA_EWALLET', { counterpartyBank: 'GOPAY' }),
    ],
    ['MCM InhouseTrf KE VISIONET INTERNASI', 'DB', facts('VA_EWALLET', { counterpartyBank: 'OVO' })],
    // A loose `Transfer dari` reads a bank only when written `BANK <name>`: Mega is also a person's name.
    ['Transfer dari MEGA WATI 1234567', 'CR', facts('OTHER', { counterpartyName: 'MEGA WATI', counterpartyAccount: '1234567' })],
    [
      'Transfer dari BANK BRI MEGA WATI 1234567',
      'CR',
      facts('OTHER', { counterpartyName: 'MEGA WATI', counterpartyAccount: '1234567', counterpartyBank: 'BRI' }),
    ],
    ['Pembayaran GoPay Customer 085822815507', 'DB', facts('VA_EWALLET', { counterpartyAccount: '085822815507', counterpartyBank: 'GOPAY' })],
  ])('%s', (description, direction, expected) => {
    expect(describeMandiri(description, direction, 1)).toEqual(expected);
  });
});

describe('Mandiri: money coming back', () => {
  it.each<Case>([
    [
      'Pengembalian dana Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789',
      'CR',
      facts('RETURN', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA' }),
    ],
    [
      'Transfer BI Fast Retur Dari BCA ANDI WIJAYA 0123456789',
      'CR',
      facts('RETURN', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA' }),
    ],
    [
      'Reversal Transfer ke BANK MANDIRI SITI AMINAH 1234567890123',
      'CR',
      facts('RETURN', { counterpartyName: 'SITI AMINAH', counterpartyAccount: '1234567890123', counterpartyBank: 'MANDIRI' }),
    ],
    ['Dana dikembalikan', 'CR', facts('RETURN')],
    ['Koreksi', 'CR', facts('RETURN')],
    // The memo after the account is the sender's: a deposit whose memo says retur stays a deposit.
    [
      'Transfer BI Fast Dari BCA ANDI WIJAYA 0123456789 - retur',
      'CR',
      facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA' }),
    ],
    [
      'Transfer dari BANK MANDIRI RETNO WULAN 1234567890123',
      'CR',
      facts('INTRABANK', { counterpartyName: 'RETNO WULAN', counterpartyAccount: '1234567890123', counterpartyBank: 'MANDIRI' }),
    ],
    // A debit is money going out: no return, and no rule of ours reads it.
    ['Reversal Transfer ke BANK MANDIRI SITI AMINAH 1234567890123', 'DB', facts('OTHER')],
  ])('%s (%s)', (description, direction, expected) => {
    expect(describeMandiri(description, direction, 1)).toEqual(expected);
  });
});

describe('BNI: counterparty bank', () => {
  it.each<Case>([
    // The book transfer comes first: a memo naming a wallet after it does not make it a wallet top-up.
    [
      'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO | TOPUP OVO',
      'CR',
      facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789', counterpartyBank: 'BNI' }),
    ],
    // A wallet's company on a book transfer (seen in a public sample): the wallet, and its account is not the player's.
    ['TRANSFER DARI | PEMINDAHAN DARI 8081000086    AIRPAY INTERNATIONAL IN | SF 8138 36091 01', 'CR', facts('VA_EWALLET', { counterpartyBank: 'SHOPEEPAY' })],
    // BNI does not say which bank a plain TRANSFER KE goes to, nor the other side of a BI-FAST.
    ['TRANSFER KE Ibu SITI AMINAH', 'DB', facts('INTRABANK', { counterpartyName: 'SITI AMINAH' })],
    [
      'TRANSFER KE Bpk ANDI WIJAYA 20260713BNINIDJA010 O0217812687',
      'DB',
      facts('BI_FAST', { counterpartyName: 'ANDI WIJAYA', reference: '20260713BNINIDJA010O0217812687' }),
    ],
    ['TRANSFER KE aba8513014490053 LINKAJA 083177257639', 'DB', facts('VA_EWALLET', { counterpartyAccount: '083177257639', counterpartyBank: 'LINKAJA' })],
    ['TRANSFER KE GOPAY) NO :050525', 'DB', facts('VA_EWALLET', { counterpartyBank: 'GOPAY' })],
    ['TRANSFER KE ESPAY 081234567890', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081234567890' })],
  ])('%s', (description, direction, expected) => {
    expect(describeBni(description, direction, 1)).toEqual(expected);
  });
});

describe('BNI: money coming back', () => {
  it.each<Case>([
    [
      'RETUR | TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO',
      'CR',
      facts('RETURN', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789', counterpartyBank: 'BNI' }),
    ],
    ['REVERSAL TRANSFER KE Bpk ANDI WIJAYA', 'CR', facts('RETURN', { counterpartyName: 'ANDI WIJAYA' })],
    [
      'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO | RETUR',
      'CR',
      facts('INTRABANK', { counterpartyName: 'BUDI SANTOSO', counterpartyAccount: '0123456789', counterpartyBank: 'BNI' }),
    ],
  ])('%s (%s)', (description, direction, expected) => {
    expect(describeBni(description, direction, 1)).toEqual(expected);
  });
});

describe('BRI: counterparty and money coming back', () => {
  it.each<[string, Direction, number, DescriptionFacts]>([
    // On a credit nothing says whose number follows BFST.
    ['BFST2037645783 NBMB:0001500F:151731713566', 'CR', 10_000_000, facts('BI_FAST')],
    ['BRIVA88810081234567890NBMB', 'DB', 5_000_000, facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'DANA' })],
    ['BRIVA88099081234567890', 'DB', 5_000_000, facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'OVO' })],
    ['BRIVA91188081234567890', 'DB', 5_000_000, facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'LINKAJA' })],
    ['BRIVA112081234567890', 'DB', 5_000_000, facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'SHOPEEPAY' })],
    // The reversal of a BI-FAST payout keeps the payee's account; of a book transfer, it names no one.
    ['REVERSAL BFST2037645783 NBMB:0001500F:151731713566', 'CR', 10_000_000, facts('RETURN', { counterpartyAccount: '2037645783' })],
    ['REV NBMB PT CONTOH MAKMUR TO SITI AMINAH', 'CR', 10_000_000, facts('RETURN', { counterpartyBank: 'BRI' })],
    ['RETUR BRIVA88810081234567890', 'CR', 10_000_000, facts('RETURN', { counterpartyAccount: '081234567890', counterpartyBank: 'DANA' })],
    // A sender called Revi is no reversal.
    ['NBMB REVI ANDRIANI TO PT CONTOH MAKMUR', 'CR', 10_000_000, facts('INTRABANK', { counterpartyName: 'REVI ANDRIANI', counterpartyBank: 'BRI' })],
  ])('%s (%s, %d sen)', (description, direction, amount, expected) => {
    expect(describeBri(description, direction, amount)).toEqual(expected);
  });
});

describe('wallet statements, CIMB and manual QRIS: counterparty and money coming back', () => {
  it.each<[string, Direction, DescriptionFacts]>([
    // A wallet's own statement: the other side uses the same wallet, unless the text names another bank or wallet.
    ['Terima dari 081234567890', 'CR', facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'OVO' })],
    ['Top up dari BCA', 'CR', facts('VA_EWALLET')],
    ['Transfer ke Bank Aceh 1234567890', 'DB', facts('VA_EWALLET')],
    ['Transfer ke DANA 081234567890', 'DB', facts('VA_EWALLET', { counterpartyAccount: '081234567890' })],
    ['Refund dari 081234567890', 'CR', facts('RETURN', { counterpartyAccount: '081234567890', counterpartyBank: 'OVO' })],
    ['Pengembalian dana 081234567890', 'CR', facts('RETURN', { counterpartyAccount: '081234567890', counterpartyBank: 'OVO' })],
    ['Biaya transfer', 'DB', facts('FEE')],
  ])('OVO: %s (%s)', (description, direction, expected) => {
    expect(describeGeneric('VA_EWALLET', 'OVO')(description, direction, 1)).toEqual(expected);
  });

  it("reads DANA's own statement: `dana` is the wallet there", () => {
    expect(describeGeneric('VA_EWALLET', 'DANA')('Terima dana dari 081234567890', 'CR', 1)).toEqual(
      facts('VA_EWALLET', { counterpartyAccount: '081234567890', counterpartyBank: 'DANA' }),
    );
  });

  it.each<[string, Direction, DescriptionFacts]>([
    ['RETUR BI-FAST 20260627CENAIDJA010O0212345678 SITI AMINAH', 'CR', facts('RETURN', { reference: '20260627CENAIDJA010O0212345678' })],
    ['REVERSAL TRANSFER DARI ANDI WIJAYA', 'CR', facts('RETURN')],
    ['TRANSFER DARI ANDI WIJAYA RETUR', 'CR', facts('OTHER')],
    ['RETUR BI-FAST SITI AMINAH', 'DB', facts('BI_FAST')],
  ])('CIMB: %s (%s)', (description, direction, expected) => {
    expect(describeGeneric('OTHER')(description, direction, 1)).toEqual(expected);
  });

  it("never names a QRIS payer's bank", () => {
    expect(describeGeneric('QRIS')('QRIS PAYMENT DANA RRN 123456789012', 'CR', 1)).toEqual(facts('QRIS'));
    expect(describeGeneric('QRIS')('REFUND QRIS RRN 123456789012', 'CR', 1)).toEqual(facts('RETURN'));
  });
});

describe("BI-FAST: the other party's bank by its BIC", () => {
  const row = (description: string, direction: Direction) => ({
    line: 2,
    when: { date: '2026-07-13', time: '10:00:00' },
    direction,
    amountSen: 10_000_000,
    balanceSen: null,
    description,
  });

  it.each<[string, Direction, string]>([
    // The reference names the bank that sent the transfer: on a credit the sender's.
    ['20260713CENAIDJA010O0217812687', 'CR', 'BCA'],
    ['20260713BMRIIDJA010O0217812687', 'CR', 'MANDIRI'],
    // On a debit it is the statement's own bank, which says nothing of the payee.
    ['20260713BNINIDJA010O0217812687', 'DB', ''],
    // A BIC not known for certain gives no bank: a wrong one would be evidence against the right player.
    ['20260713SSPIIDJA010O0217812687', 'CR', ''],
    ['TRX20260627001', 'CR', ''],
  ])('%s (%s): %s', (reference, direction, bank) => {
    expect(senderBankOfBiFastReference(reference, direction)).toBe(bank);
  });

  it('gives a credit whose narrative names no bank the sending bank of its reference (BNI Mobile), and keeps a bank the narrative names', () => {
    const bni = (description: string, direction: Direction) => describedLine(row(description, direction), describeBni).counterpartyBank;
    expect(bni('TRANSFER DARI Bpk ANDI WIJAYA 20260713BMRIIDJA010 O0217812687', 'CR')).toBe('MANDIRI');
    expect(bni('TRANSFER KE Bpk ANDI WIJAYA 20260713BNINIDJA010 O0217812687', 'DB')).toBe('');
    // BNI Internet Banking: the journal number in the reference column, the BI-FAST reference in the narrative.
    expect(
      describedLine({ ...row('TRANSFER DARI Bpk ANDI WIJAYA 20260713BMRIIDJA010 O0217812687', 'CR'), reference: '932902' }, describeBni).counterpartyBank,
    ).toBe('MANDIRI');
    // A payout coming back carries the payout's reference, sent by the statement's own bank: no sender's bank.
    expect(describedLine(row('RETUR BI FAST 20260801BNIAIDJA010O0200000001 ANDI WIJAYA', 'CR'), describeGeneric('OTHER')).counterpartyBank).toBe('');
    expect(
      describedLine(row('Transfer BI Fast Dari BANK CENTRAL ASIA YULIA PRATIWI 0123456789 - 20260122BMRIIDJA010O0212345678', 'CR'), describeMandiri)
        .counterpartyBank,
    ).toBe('BCA');
  });

  it.each<[string, Direction, DescriptionFacts]>([
    // BRI writes the other party's BIC after a colon: the sender's on a credit, the payee's on a payout.
    ['BFST034101000222333YOGA PRASETYA:BMRIIDJA', 'CR', facts('BI_FAST', { counterpartyName: 'YOGA PRASETYA', counterpartyBank: 'MANDIRI' })],
    ['BFST034101000222333YOGA PRASETYA:SSPIIDJA', 'CR', facts('BI_FAST', { counterpartyName: 'YOGA PRASETYA' })],
    ['BFST7730184452 NBMB:CENAIDJA ESB:NBMB:0008G00F:900000000005', 'DB', facts('BI_FAST', { counterpartyAccount: '7730184452', counterpartyBank: 'BCA' })],
  ])('BRI %s (%s)', (description, direction, expected) => {
    expect(describeBri(description, direction, 100_000_000)).toEqual(expected);
  });
});
