import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/reconciliation/engine/reconcile.ts';
import { DEPOSIT_OPTIONS, type MatchBo, type MatchLine } from '../../src/modules/reconciliation/engine/types.ts';
import { operatorAccount } from '../../src/parsing/operator-account.ts';
import { bo, line } from './build.ts';

// Evidence beyond the name. Namesakes pay the same amount minutes apart; what each line says of its
// sender (account number, bank) and where it arrived tells them apart, and a contradiction vetoes the pair.
const pairs = (bos: MatchBo[], lines: MatchLine[]) => reconcile(bos, lines, DEPOSIT_OPTIONS).matches.map((m) => `${m.boId}->${m.lineId}`);
const reasonsOf = (bos: MatchBo[], lines: MatchLine[], boId: number) =>
  reconcile(bos, lines, DEPOSIT_OPTIONS)
    .pending.find((p) => p.boId === boId)
    ?.suggestions.map((s) => [s.lineId, ...s.reasons]);

/** Two players both named TUMINAH: one banks with Mandiri, the other with BCA. */
const mandiri = (id: number, minutes: number, extra: Partial<MatchBo> = {}) =>
  bo(id, 100000, 'TUMINAH', minutes, { player: 'tuminah77', playerBank: 'MANDIRI', accountNumber: '1790087637051', ...extra });
const bca = (id: number, minutes: number, extra: Partial<MatchBo> = {}) =>
  bo(id, 100000, 'TUMINAH', minutes, { player: 'tuminah_bca', playerBank: 'BCA', accountNumber: '0912233445', ...extra });
/** A Mandiri statement line: `Transfer dari BANK MANDIRI TUMINAH 1790087637051`. */
const fromMandiri = (id: number, minutes: number, account = '1790087637051') =>
  line(id, 100000, 'TUMINAH', minutes, {
    channel: 'INTRABANK',
    counterpartyBank: 'MANDIRI',
    counterpartyAccount: account,
    description: `Transfer dari BANK MANDIRI TUMINAH ${account}`,
    label: 'MANDIRI',
  });

describe('evidence beyond the name', () => {
  it("never approves a line showing another account number than the player's, and says why", () => {
    const other = fromMandiri(10, 3, '1790000000001');
    expect(pairs([mandiri(1, 0)], [other])).toEqual([]);
    expect(reasonsOf([mandiri(1, 0)], [other], 1)).toEqual([[10, 'rekening pengirim 1790000000001 bukan rekening pemain (1790087637051)']]);
    // The player's own number approves, and so does a line that shows none.
    expect(pairs([mandiri(1, 0)], [fromMandiri(10, 3)])).toEqual(['1->10']);
    expect(pairs([mandiri(1, 0)], [fromMandiri(10, 3, '')])).toEqual(['1->10']);
  });

  it("never approves a line from another bank than the player's", () => {
    const biFast = line(10, 100000, 'TUMINAH', 3, { channel: 'BI_FAST', counterpartyBank: 'MANDIRI', description: 'BI-FAST CR TRANSFER   DR 008 TUMINAH' });
    expect(pairs([bca(1, 0)], [biFast])).toEqual([]);
    expect(reasonsOf([bca(1, 0)], [biFast], 1)).toEqual([[10, 'bank pengirim MANDIRI, bank pemain BCA']]);
    expect(pairs([mandiri(1, 0)], [biFast])).toEqual(['1->10']);
    // A player whose bank the panel does not say is not contradicted.
    expect(pairs([bca(1, 0, { playerBank: '' })], [biFast])).toEqual(['1->10']);
  });

  it("never approves a line booked on another of the operator's accounts than the one the BO row names", () => {
    const onAccount = (id: number, number: string) => line(id, 100000, 'TUMINAH', 3, { accountBank: 'BCA', accountNumber: number, accountKey: number });
    const row = bo(1, 100000, 'TUMINAH', 0, { destinationBank: 'BCA', destinationNumber: '0912345678' });
    expect(pairs([row], [onAccount(10, '0918765432')])).toEqual([]);
    expect(reasonsOf([row], [onAccount(10, '0918765432')], 1)).toEqual([[10, 'masuk ke rekening BCA 0918765432, BO menyebut BCA 0912345678']]);
    // Leading zeros dropped by a spreadsheet are the same number.
    expect(pairs([{ ...row, destinationNumber: '912345678' }], [onAccount(10, '0912345678')])).toEqual(['1->10']);
    // A row naming only the bank: a line on an account of another bank contradicts it.
    const onlyBank = bo(1, 100000, 'TUMINAH', 0, { destinationBank: 'MANDIRI' });
    expect(pairs([onlyBank], [onAccount(10, '0912345678')])).toEqual([]);
    // A transfer request naming the BCA account is not paid by a line of a gateway's report (Auto TX), even one showing
    // the player's phone; a QRIS request is, whatever bank its row names, and so is a request by its own reference.
    const phone = { accountNumber: '081234567890', destinationBank: 'BCA', destinationNumber: '0912345678' };
    const autoTx = line(10, 100000, '', 3, { channel: 'VA_EWALLET', counterpartyAccount: '081234567890', label: 'AUTOTX' });
    expect(pairs([bo(1, 100000, 'TUMINAH', 0, phone)], [autoTx])).toEqual([]);
    expect(reasonsOf([bo(1, 100000, 'TUMINAH', 0, phone)], [autoTx], 1)).toEqual([[10, 'masuk lewat AUTOTX, BO menyebut BCA 0912345678']]);
    expect(pairs([bo(1, 100000, 'TUMINAH', 0, { ...phone, references: ['OV123456'] })], [{ ...autoTx, reference: 'OV123456' }])).toEqual(['1->10']);
    const qris = line(11, 100000, '', 3, { grossSen: 10_000_000, amountSen: 9_930_000 });
    expect(pairs([bo(1, 100000, 'TUMINAH', 0, { destinationBank: 'BCA', destinationNumber: '0912345678', qris: true })], [qris])).toEqual(['1->11']);
  });

  it('tells namesakes apart by the account number, the bank and the destination, each with its own line', () => {
    // Both TUMINAH ask 100.000 at 14:00 and 14:02; the two lines arrive 14:03 and 14:04, the first by Mandiri, the
    // second intrabank BCA. Without the evidence this is a tie that no time order settles.
    const viaBca = line(11, 100000, 'TUMINAH', 4, { counterpartyBank: 'BCA' });
    expect(pairs([mandiri(1, 0), bca(2, 2)], [fromMandiri(10, 3), viaBca])).toEqual(['1->10', '2->11']);
    expect(pairs([bca(1, 0), mandiri(2, 2)], [viaBca, fromMandiri(10, 3)])).toEqual(['1->11', '2->10']);
    // Destination accounts: each was told to pay into another account.
    const toA = (id: number, minutes: number) => line(id, 100000, 'TUMINAH', minutes, { accountBank: 'BCA', accountNumber: '1111111111', accountKey: 'A' });
    const toB = (id: number, minutes: number) => line(id, 100000, 'TUMINAH', minutes, { accountBank: 'BCA', accountNumber: '2222222222', accountKey: 'B' });
    const rowA = bo(1, 100000, 'TUMINAH', 0, { player: 'a', destinationBank: 'BCA', destinationNumber: '1111111111' });
    const rowB = bo(2, 100000, 'TUMINAH', 1, { player: 'b', destinationBank: 'BCA', destinationNumber: '2222222222' });
    expect(pairs([rowA, rowB], [toB(10, 2), toA(11, 3)])).toEqual(['1->11', '2->10']);
  });

  it("breaks a tie between namesakes by agreeing evidence, where the other's is unknown", () => {
    // The line shows player 1's number; player 2's number is unknown, so nothing vetoes it, but 1 fits better.
    const shown = line(10, 100000, 'TUMINAH', 3, { counterpartyAccount: '1790087637051' });
    expect(pairs([mandiri(1, 0), bo(2, 100000, 'TUMINAH', 1, { player: 'other' })], [shown])).toEqual(['1->10']);
  });
});

describe('namesakes with nothing to tell them apart', () => {
  it('leaves two players of one name Pending, whatever the times say', () => {
    // Two different players both EKO PRASETYO ask 100.000 at 21:05 and 21:10; lines at 21:07 and 21:12.
    const eko = (id: number, player: string, minutes: number) => bo(id, 100000, 'EKO PRASETYO', 7 * 60 + minutes, { player });
    const rows = [eko(1, 'eko88', 5), eko(2, 'ekop', 10)];
    const lines = [line(10, 100000, 'EKO PRASETYO', 7 * 60 + 7), line(11, 100000, 'EKO PRASETYO', 7 * 60 + 12)];
    const r = reconcile(rows, lines, DEPOSIT_OPTIONS);
    expect(r.matches).toEqual([]);
    expect(r.pending.map((p) => [p.boId, p.ambiguous, p.hint])).toEqual([
      [1, true, null],
      [2, true, null],
    ]);
    // One player's identical requests are interchangeable: the same times approve both.
    expect(pairs([eko(1, 'eko88', 5), eko(2, 'eko88', 10)], lines)).toEqual(['1->10', '2->11']);
  });

  it('leaves a line two players fit equally Pending even when only one of them asked near it', () => {
    // 14:00 and 14:30, money at 14:31: for one player the 14:30 request is the one; for two players it is a guess.
    const rows = [bo(1, 50000, 'SITI AMINAH', 0, { player: 'siti1' }), bo(2, 50000, 'SITI AMINAH', 30, { player: 'siti2' })];
    expect(pairs(rows, [line(10, 50000, 'SITI AMINAH', 31)])).toEqual([]);
  });
});

describe('e-wallet top-ups naming only the wallet company', () => {
  /** `TRSF E-BANKING CR ... DOMPET ANAK BANGSA`: a GoPay top-up into the BCA account, no person named. */
  const gopay = (id: number, minutes: number) =>
    line(id, 75000, '', minutes, {
      channel: 'VA_EWALLET',
      counterpartyBank: 'GOPAY',
      description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 75000.00DOMPET ANAK BANGSA',
      label: 'BCA',
    });
  const player = (id: number, bank: string, minutes = 0, name = 'RINA MARLINA') => bo(id, 75000, name, minutes, { player: `p${id}`, playerBank: bank });

  it('backs a request of a GoPay player by amount and time when it is the only one that fits', () => {
    const r = reconcile([player(1, 'GOPAY')], [gopay(10, 4)], DEPOSIT_OPTIONS);
    expect(r.matches).toEqual([{ boId: 1, lineId: 10, rule: 'TIME', score: 0.5, note: 'AUTO waktu+nominal | BCA 14:04 | selisih 4 menit' }]);
  });

  it('never backs a player of another bank or wallet, nor one whose bank is unknown', () => {
    expect(pairs([player(1, 'BCA')], [gopay(10, 4)])).toEqual([]);
    expect(pairs([player(1, 'DANA')], [gopay(10, 4)])).toEqual([]);
    expect(pairs([player(1, '')], [gopay(10, 4)])).toEqual([]);
  });

  it('counts only the requests the line fits: a BCA player of the same amount is no rival, a second GoPay player is', () => {
    expect(pairs([player(1, 'GOPAY'), player(2, 'BCA', 2, 'ANDI WIJAYA')], [gopay(10, 4)])).toEqual(['1->10']);
    expect(pairs([player(1, 'GOPAY'), player(2, 'GOPAY', 2, 'ANDI WIJAYA')], [gopay(10, 4)])).toEqual([]);
  });

  it("settles one player's double submission by time too: the earlier request, the other told which ticket took it", () => {
    const twice = [
      bo(1, 75000, 'RINA MARLINA', 0, { player: 'rina', playerBank: 'GOPAY' }),
      bo(2, 75000, 'RINA MARLINA', 1, { player: 'rina', playerBank: 'GOPAY' }),
    ];
    const r = reconcile(twice, [gopay(10, 4)], DEPOSIT_OPTIONS);
    expect(r.matches.map((m) => `${m.boId}->${m.lineId} ${m.rule}`)).toEqual(['1->10 TIME']);
    expect(r.pending.map((p) => [p.boId, p.hint])).toEqual([[2, 'Kemungkinan dobel: ticket DP1 sudah disetujui dengan mutasi BCA 14:04']]);
  });

  it('never backs anyone by a line with only a date', () => {
    expect(pairs([player(1, 'GOPAY')], [{ ...gopay(10, 4), at: null }])).toEqual([]);
  });
});

describe('a pair a person took back', () => {
  it('is never approved again by the matcher, and the row may take another line', () => {
    const rows = [bo(1, 100000, 'BUDI SANTOSO', 0, { refusedLines: [10] })];
    expect(pairs(rows, [line(10, 100000, 'BUDI SANTOSO', 3)])).toEqual([]);
    expect(reasonsOf(rows, [line(10, 100000, 'BUDI SANTOSO', 3)], 1)).toEqual([[10, 'pasangan ini pernah dibatalkan checker']]);
    expect(pairs(rows, [line(10, 100000, 'BUDI SANTOSO', 3), line(11, 100000, 'BUDI SANTOSO', 9)])).toEqual(['1->11']);
  });
});

describe("the operator's account a BO row names (parsing/operator-account.ts)", () => {
  it('reads the bank and the number of the corporate-account cell as the panels write it, nothing it does not say', () => {
    expect(operatorAccount('BCA - PT CONTOH MAKMUR - 0987654321')).toEqual({ bank: 'BCA', number: '0987654321' });
    expect(operatorAccount('MANDIRI | PT CONTOH | 137 001 234 5678')).toEqual({ bank: 'MANDIRI', number: '1370012345678' });
    expect(operatorAccount('BCA')).toEqual({ bank: 'BCA', number: '' });
    // A company name with digits is not an account number; a short number is not one either.
    expect(operatorAccount('BCA - PT 88 JAYA - 12345')).toEqual({ bank: 'BCA', number: '' });
    expect(operatorAccount('')).toEqual({ bank: '', number: '' });
  });
});
