/**
 * The synthetic days as the upload files staff would upload, in our accepted formats (docs/formats*.md): the BCA
 * template for both BCA accounts (/api/mutasiupdepobca), the QRIS template (/api/mutasiupdepoqris), the Auto TX
 * template (/api/mutasiupdepoautotx), and the Nexus BO deposit and withdraw exports (/api/checkdata, /api/bowd).
 * One file per endpoint, account and day. Written as Excel writes "CSV UTF-8": byte order mark, CRLF.
 */
import { dayMonYear, dmyHms } from './clock.ts';
import { rupiah } from './lines.ts';
import type { FileKind, GeneratedLine, Player, StatementFile, SyntheticDays } from './model.ts';

export interface UploadFile {
  /** `checkdata`, `bowd`, `mutasiupdepobca`, ...: the endpoint under /api/. */
  endpoint: string;
  /** BO rows or statement lines: the bench uploads them in a different order on each day. */
  group: 'BO' | 'STATEMENT';
  /** Which generated rows the file carries. */
  source: FileKind | 'BO_DEPOSIT' | 'BO_WITHDRAW';
  day: number;
  name: string;
  /** The form's fields besides the file (DESIGN 6c). */
  fields: Record<string, string>;
  content: string;
  rows: number;
}

const BOM = '\uFEFF';
const cell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csv = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  BOM + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
/** BO files write plain whole rupiah (`100000`), as the panel exports them. */
const whole = (sen: number) => (sen % 100 === 0 ? String(sen / 100) : rupiah(sen));

export const BCA_HEADER = ['Tanggal', 'Keterangan', 'Jumlah', 'DB/CR', 'Saldo'];
export const QRIS_HEADER = ['Tanggal', 'RRN', 'NMID', 'Merchant', 'Nama Customer', 'Nominal', 'MDR', 'Nominal Bersih', 'Status'];
export const AUTOTX_HEADER = ['Tanggal', 'ID Transaksi', 'Wallet', 'No Akun', 'Nama Akun', 'Nominal', 'Tipe', 'Status'];
export const NEXUS_DEPOSIT_HEADER = [
  'Ticket No', 'Req Date', 'App Date', 'Username', 'Fullname', 'Payment Type', 'Depo Amount', 'Admin Fee', 'Agent Fee', 'Player Fee',
  'Nett Amount', 'Player Bank', 'Corporate Bank', 'Bo Desc', 'Bo Ref', 'Bo Status', 'Bo Reason', 'Bo Handler', 'Bo Website',
  'Player Ref', 'Player Own Ref',
];
export const NEXUS_WITHDRAW_HEADER = [
  'Ticket No', 'App Date', 'Brand', 'Username', 'Fullname', 'Player Bank', 'Player Number', 'Amount', 'Nett Amount', 'Corporate Bank',
  'Website', 'Remarks', 'WD Status', 'Handler', 'Ref Code', 'Own Ref', 'Last Balance',
];

/** The BCA template, with a running balance carried from one day's file to the next. */
function bcaRows(lines: readonly GeneratedLine[], balance: { sen: number }): string[][] {
  return lines.map((l) => {
    balance.sen += l.direction === 'CR' ? l.amountSen : -l.amountSen;
    return [dmyHms(l.at), l.description, rupiah(l.amountSen), l.direction, rupiah(balance.sen)];
  });
}

const qrisRows = (lines: readonly GeneratedLine[], nmid: string) =>
  lines.map((l) => [dmyHms(l.at), l.reference, nmid, l.wallet, l.counterpartyName, rupiah(l.grossSen!), rupiah(l.mdrSen!), rupiah(l.amountSen), 'SUCCESS']);

const autoTxRows = (lines: readonly GeneratedLine[]) =>
  lines.map((l) => [dmyHms(l.at), l.reference, l.wallet, l.counterpartyAccount, l.counterpartyName, rupiah(l.amountSen), l.direction, 'SUCCESS']);

const HANDLERS = ['cs_rina', 'cs_agus', 'cs_dewi', 'cs_yoga', 'cs_putri'];

function depositRows(days: SyntheticDays, day: number, players: ReadonlyMap<string, Player>): string[][] {
  const { depo } = days.accounts;
  return days.deposits
    .filter((d) => d.day === day)
    .map((d, i) => {
      const p = players.get(d.username)!;
      const corporate =
        d.paymentType === 'QRIS' ? `QRIS - ${days.qrisMerchant.name} - ${days.qrisMerchant.nmid}`
        : d.paymentType === 'EWALLET' ? `${p.bank} - ${depo.name} - 081100000001`
        : `BCA - ${depo.name} - ${depo.number}`;
      const desc = d.paymentType === 'BANK' ? 'Deposit BCA' : d.paymentType === 'QRIS' ? 'Deposit QRIS' : `Deposit ${p.bank}`;
      const amount = whole(d.amountSen);
      return [
        d.ticket, dmyHms(d.reqAt), dmyHms(d.appAt), d.username, p.fullName, d.paymentType, amount, '0', '0', '0', amount,
        `${p.bank} - ${p.fullName} - ${p.accountNo}`, corporate, desc, d.boRef, 'APPROVED', '', HANDLERS[i % HANDLERS.length]!,
        days.website.code, d.playerRef, d.playerOwnRef,
      ];
    });
}

function withdrawRows(days: SyntheticDays, day: number, players: ReadonlyMap<string, Player>, brand: string): string[][] {
  const { wd } = days.accounts;
  return days.withdrawals
    .filter((w) => w.day === day)
    .map((w, i) => {
      const p = players.get(w.username)!;
      const amount = whole(w.amountSen);
      return [
        w.ticket, dmyHms(w.appAt), brand, w.username, p.fullName, `${p.bank} - ${p.fullName}`, p.accountNo, amount, amount,
        `BCA - ${wd.name} - ${wd.number}`, days.website.code, `WD ${p.bank}`, 'APPROVED', HANDLERS[(i + 2) % HANDLERS.length]!,
        w.refCode, w.ownRefCode, whole(w.lastBalanceSen),
      ];
    });
}

const ENDPOINT: Record<FileKind, string> = {
  BCA_DEPO: 'mutasiupdepobca', BCA_WD: 'mutasiupdepobca', QRIS: 'mutasiupdepoqris', AUTOTX: 'mutasiupdepoautotx',
};

/** Every upload file of the data set, day by day; files without rows are left out (the server refuses them). */
export function uploadFiles(days: SyntheticDays): UploadFile[] {
  const players = new Map(days.players.map((p) => [p.username, p]));
  const brand = `${days.website.code}BET`;
  const balances = { BCA_DEPO: { sen: days.accounts.depo.openingBalanceSen }, BCA_WD: { sen: days.accounts.wd.openingBalanceSen } };
  const files: UploadFile[] = [];
  days.days.forEach((date, day) => {
    const common = { groups: days.website.code, provider: 'NEXUS', dates: dayMonYear(date, true), depo_created_by: '1' };
    const stamp = date.replace(/-/g, '');
    const deposits = depositRows(days, day, players);
    const withdrawals = withdrawRows(days, day, players, brand);
    files.push(
      { endpoint: 'checkdata', group: 'BO', source: 'BO_DEPOSIT', day, name: `bo_deposit_${stamp}.csv`, fields: common, content: csv(NEXUS_DEPOSIT_HEADER, deposits), rows: deposits.length },
      { endpoint: 'bowd', group: 'BO', source: 'BO_WITHDRAW', day, name: `bo_withdraw_${stamp}.csv`, fields: common, content: csv(NEXUS_WITHDRAW_HEADER, withdrawals), rows: withdrawals.length },
    );
    for (const file of days.statements.filter((s) => s.day === day)) files.push(statementFile(days, file, common, stamp, balances));
  });
  return files.filter((f) => f.rows > 0);
}

function statementFile(
  days: SyntheticDays, file: StatementFile, common: Record<string, string>, stamp: string,
  balances: Record<'BCA_DEPO' | 'BCA_WD', { sen: number }>,
): UploadFile {
  const base = { endpoint: ENDPOINT[file.kind], group: 'STATEMENT' as const, source: file.kind, day: file.day, rows: file.lines.length };
  if (file.kind === 'QRIS') {
    return { ...base, name: `qris_${stamp}.csv`, fields: common, content: csv(QRIS_HEADER, qrisRows(file.lines, days.qrisMerchant.nmid)) };
  }
  if (file.kind === 'AUTOTX') return { ...base, name: `autotx_${stamp}.csv`, fields: common, content: csv(AUTOTX_HEADER, autoTxRows(file.lines)) };
  const account = file.kind === 'BCA_DEPO' ? days.accounts.depo : days.accounts.wd;
  return {
    ...base,
    name: `bca_${account.kind.toLowerCase()}_${account.number}_${stamp}.csv`,
    // The BCA form names the account (and, ours, the transaction type) and the statement date.
    fields: { ...common, corporate_bank_name: account.name, corporate_bank_no: account.number, jenis: account.kind },
    content: csv(BCA_HEADER, bcaRows(file.lines, balances[file.kind])),
  };
}
