/**
 * The synthetic days as the files staff would upload (docs/formats*.md): per account and day, the layout the account
 * is exported in that day (accounts.ts): our templates (BCA, Mandiri, QRIS, Auto TX), KlikBCA individual CSV (a
 * preamble, `'DD/MM` dates, unquoted text, PEND rows, summary lines; a PEND day is exported at 15:00 and again in the
 * evening), KlikBCA Bisnis CSV, Mandiri Kopra CSV, BNI's CSV records without a header, BRI's CSV (Manual Bank / Wallet,
 * provider BRI); and the Nexus BO deposit and withdraw exports of each website. Templates are written as Excel writes
 * "CSV UTF-8" (byte order mark, CRLF); the banks' exports as the banks write them.
 */
import { isGateway, corporateCell } from './accounts.ts';
import { dayMonYear, dmyHms, HOUR, isoDateOf, midnightOf } from './clock.ts';
import { rupiah } from './lines.ts';
import type { Account, BoDepositRow, GeneratedLine, Layout, Player, SyntheticDays } from './model.ts';

export interface UploadFile {
  /** `checkdata`, `bowd`, `mutasiupdepobca`, ...: the endpoint under /api/. */
  endpoint: string;
  group: 'BO' | 'STATEMENT';
  source: 'BO_DEPOSIT' | 'BO_WITHDRAW' | 'STATEMENT';
  website: string;
  day: number;
  name: string;
  layout: Layout | 'nexus-bo';
  /** The statement lines the file carries, in file order (statements only). */
  lines: GeneratedLine[];
  /** The form's fields besides the file (docs/design.md section 6c). */
  fields: Record<string, string>;
  content: string;
  rows: number;
  /** Rows the upload should add: an evening export repeats the afternoon's booked rows. */
  expectedAdded: number;
}

const BOM = '\uFEFF';
const cell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csv = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  BOM + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
const quoted = (cells: readonly string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
/** BO files write plain whole rupiah (`100000`), as the panel exports them. */
const whole = (sen: number) => (sen % 100 === 0 ? String(sen / 100) : rupiah(sen));
/** `1,234,567.00`; zero `.00` (KlikBCA Bisnis, BNI, BRI). */
export function english(sen: number): string {
  if (sen === 0) return '.00';
  const units = String(Math.floor(sen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${units}.${String(sen % 100).padStart(2, '0')}`;
}
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

export const BCA_HEADER = ['Tanggal', 'Keterangan', 'Jumlah', 'DB/CR', 'Saldo'];
export const MANDIRI_HEADER = ['Tanggal', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'];
export const QRIS_HEADER = ['Tanggal', 'RRN', 'NMID', 'Merchant', 'Nama Customer', 'Nominal', 'MDR', 'Nominal Bersih', 'Status'];
export const AUTOTX_HEADER = ['Tanggal', 'ID Transaksi', 'Wallet', 'No Akun', 'Nama Akun', 'Nominal', 'Tipe', 'Status'];
export const BRI_HEADER = [
  'ID',
  'NOREK',
  'TGL_TRAN',
  'TGL_EFEKTIF',
  'JAM_TRAN',
  'SEQ',
  'DESK_TRAN',
  'SALDO_AWAL_MUTASI',
  'MUTASI_DEBET',
  'MUTASI_KREDIT',
  'SALDO_AKHIR_MUTASI',
  'GLSIGN',
  'TRUSER',
  'KODE_TRAN',
  'KODE_TRAN_TELLER',
  'TRREMK',
  'TLBDS1',
  'TLBDS2',
  'REMARK_CUSTOM',
];
export const NEXUS_DEPOSIT_HEADER = [
  'Ticket No',
  'Req Date',
  'App Date',
  'Username',
  'Fullname',
  'Payment Type',
  'Depo Amount',
  'Admin Fee',
  'Agent Fee',
  'Player Fee',
  'Nett Amount',
  'Player Bank',
  'Corporate Bank',
  'Bo Desc',
  'Bo Ref',
  'Bo Status',
  'Bo Reason',
  'Bo Handler',
  'Bo Website',
  'Player Ref',
  'Player Own Ref',
];
export const NEXUS_WITHDRAW_HEADER = [
  'Ticket No',
  'App Date',
  'Brand',
  'Username',
  'Fullname',
  'Player Bank',
  'Player Number',
  'Amount',
  'Nett Amount',
  'Corporate Bank',
  'Website',
  'Remarks',
  'WD Status',
  'Handler',
  'Ref Code',
  'Own Ref',
  'Last Balance',
];

/** Balances: each line's balance after it, per account in booking order (PEND rows have none). */
function balancesOf(days: SyntheticDays): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of days.accounts) {
    let sen = a.openingBalanceSen;
    const lines = days.lines.filter((l) => l.account === a.id && !l.pending).sort(byTime);
    for (const l of lines) {
      sen += l.direction === 'CR' ? l.amountSen : -l.amountSen;
      out.set(l.key, sen);
    }
  }
  return out;
}

const byTime = (a: GeneratedLine, b: GeneratedLine) => a.at - b.at || Number(a.key.slice(1)) - Number(b.key.slice(1));

interface Writer {
  /** The file's text for these lines (in order), the day's opening balance and the balances. */
  write(a: Account, lines: readonly GeneratedLine[], day: string, opening: number, bal: ReadonlyMap<string, number>, days: SyntheticDays): string;
}

const dateTime = (l: GeneratedLine) => dmyHms(l.at);
const ddmmSlash = (l: GeneratedLine) => dmyHms(l.at).slice(0, 5);
const balanceCell = (l: GeneratedLine, bal: ReadonlyMap<string, number>, f: (sen: number) => string) => (l.pending ? '' : f(bal.get(l.key)!));
const sums = (lines: readonly GeneratedLine[]) => ({
  cr: lines.filter((l) => l.direction === 'CR').reduce((s, l) => s + l.amountSen, 0),
  db: lines.filter((l) => l.direction === 'DB').reduce((s, l) => s + l.amountSen, 0),
  nCr: lines.filter((l) => l.direction === 'CR').length,
  nDb: lines.filter((l) => l.direction === 'DB').length,
});
const closing = (lines: readonly GeneratedLine[], opening: number) =>
  opening + lines.filter((l) => !l.pending).reduce((s, l) => s + (l.direction === 'CR' ? l.amountSen : -l.amountSen), 0);

const WRITERS: Record<Layout, Writer> = {
  'bca-template': {
    write: (_a, lines, _d, _o, bal) =>
      csv(
        BCA_HEADER,
        lines.map((l) => [dateTime(l), l.description, rupiah(l.amountSen), l.direction, balanceCell(l, bal, rupiah)]),
      ),
  },
  klikbca: {
    write(a, lines, day, opening, bal) {
      const s = sums(lines);
      const dmy = day.split('-').reverse().join('/');
      const rows = [
        `No. Rekening,=,'${a.number}`,
        `Nama,=,${a.name}`,
        `Periode,=,${dmy} - ${dmy}`,
        'Mata Uang,=,IDR',
        '',
        'Tanggal,Keterangan,Cabang,Jumlah,,Saldo',
        ...lines.map(
          (l) => `'${l.pending ? 'PEND' : ddmmSlash(l)},${l.description},'0000,${rupiah(l.amountSen)},${l.direction},${balanceCell(l, bal, rupiah)}`,
        ),
        `Saldo Awal,=,${rupiah(opening)}`,
        `Mutasi Kredit,=,${rupiah(s.cr)}`,
        `Mutasi Debet,=,${rupiah(s.db)}`,
        `Saldo Akhir,=,${rupiah(closing(lines, opening))}`,
      ];
      return rows.join('\r\n') + '\r\n';
    },
  },
  'klikbca-bisnis': {
    write(a, lines, day, opening, bal) {
      const s = sums(lines);
      const dmy = day.split('-').reverse().join('/');
      const rows = [
        '"Informasi Rekening - Mutasi Rekening"," "," "," "," ",',
        `"No. rekening : ${a.number}"`,
        `"Nama : ${a.name}"`,
        `"Periode : ${dmy} - ${dmy}"`,
        '"Kode Mata Uang : Rp"',
        quoted(['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo']),
        ...lines.map((l) => quoted([l.pending ? 'PEND' : dmy, l.description, '0000', `${english(l.amountSen)} ${l.direction}`, balanceCell(l, bal, english)])),
        `"Saldo Awal : ${english(opening)}"`,
        `"Mutasi Debet : ${english(s.db)}","${s.nDb}"`,
        `"Mutasi Kredit : ${english(s.cr)}","${s.nCr}"`,
        `"Saldo Akhir : ${english(closing(lines, opening))}"`,
      ];
      return rows.join('\r\n') + '\r\n';
    },
  },
  'mandiri-template': {
    write: (_a, lines, _d, _o, bal) =>
      csv(
        MANDIRI_HEADER,
        lines.map((l) => [
          dateTime(l),
          l.description,
          l.direction === 'CR' ? rupiah(l.amountSen) : '',
          l.direction === 'DB' ? rupiah(l.amountSen) : '',
          rupiah(bal.get(l.key)!),
        ]),
      ),
  },
  kopra: {
    write(a, lines, _d, _o, bal) {
      const rows = lines.map((l, i) => {
        const d = new Date(l.at);
        const months = i % 2 === 0 ? MONTHS_EN : MONTHS_ID;
        const when = `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${dmyHms(l.at).slice(11)}`;
        const remarks = l.kopra?.remarks ?? l.description;
        const additional = l.kopra?.additional ?? '';
        return [
          a.number,
          'IDR',
          when,
          remarks,
          additional,
          l.direction === 'CR' ? rupiah(l.amountSen) : '0.00',
          l.direction === 'DB' ? rupiah(l.amountSen) : '0.00',
          rupiah(bal.get(l.key)!),
        ].join(';');
      });
      return ['AccountNo;Ccy;PostDate;Remarks;AdditionalDesc;Credit Amount;Debit Amount;Close Balance', ...rows].join('\r\n') + '\r\n';
    },
  },
  'bni-csv': {
    write: (_a, lines) =>
      lines
        .map((l) => {
          const stamp = `${dmyHms(l.at).slice(0, 6)}${dmyHms(l.at).slice(8, 10)} ${dmyHms(l.at).slice(11).replace(/:/g, '.')}`;
          return quoted([
            stamp,
            stamp,
            '0996',
            l.reference,
            l.description,
            l.direction === 'DB' ? english(l.amountSen) : '.00',
            l.direction === 'CR' ? english(l.amountSen) : '.00',
          ]);
        })
        .join('\r\n') + '\r\n',
  },
  'bri-csv': {
    write(a, lines, _d, opening, bal) {
      let before = opening;
      const rows = lines.map((l, i) => {
        const iso = new Date(l.at).toISOString();
        const stamp = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
        const jam = String(Number(iso.slice(11, 19).replace(/:/g, '')));
        const after = bal.get(l.key)!;
        const row = [
          String(i + 1),
          a.number,
          stamp,
          stamp,
          jam,
          l.reference.split('-').pop()!,
          l.description,
          english(before),
          l.direction === 'DB' ? english(l.amountSen) : '.00',
          l.direction === 'CR' ? english(l.amountSen) : '.00',
          english(after),
          l.direction === 'CR' ? 'Cr' : 'Db',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ];
        before = after;
        return quoted(row);
      });
      return [quoted(BRI_HEADER), ...rows].join('\r\n') + '\r\n';
    },
  },
  'qris-template': {
    write: (a, lines) =>
      csv(
        QRIS_HEADER,
        lines.map((l) => [dateTime(l), l.reference, a.number, l.wallet, l.shownName, rupiah(l.grossSen!), rupiah(l.mdrSen!), rupiah(l.amountSen), 'SUCCESS']),
      ),
  },
  'autotx-template': {
    write: (_a, lines) =>
      csv(
        AUTOTX_HEADER,
        lines.map((l) => [dateTime(l), l.reference, l.wallet, l.shownAccount, '', rupiah(l.amountSen), l.direction, 'SUCCESS']),
      ),
  },
};

const ENDPOINT: Record<Account['bank'], string> = {
  BCA: 'mutasiupdepobca',
  MANDIRI: 'mutasiupdepomdr',
  BNI: 'mutasiupdepobniinternetbanking',
  BRI: 'mutasiupdepomanual',
  QRIS: 'mutasiupdepoqris',
  AUTOTX: 'mutasiupdepoautotx',
};

const HANDLERS = ['cs_rina', 'cs_agus', 'cs_dewi', 'cs_yoga', 'cs_putri'];

/** What a website's BO export of one day is written from: the data set, its players and accounts looked up by key. */
interface BoExport {
  days: SyntheticDays;
  website: string;
  day: number;
  /** By `website|username`. */
  players: ReadonlyMap<string, Player>;
  /** By account id. */
  accounts: ReadonlyMap<string, Account>;
}

/**
 * The BO deposit export of a website's day: at the end of the day (each row's status), or at `until` (the requests
 * before it, as the panel showed them then: earlierStatus, earlierAmountSen); `changed` when a row differs from the
 * day's end.
 */
function depositRows({ days, website, day, players, accounts }: BoExport, until?: number): { rows: string[][]; changed: boolean } {
  const site = days.websites.find((w) => w.code === website)!;
  const exported = days.deposits
    .filter((d) => d.website === website && d.day === day && (until === undefined || d.reqAt < until))
    .map((row): Omit<BoDepositRow, 'status'> & { status: NonNullable<BoDepositRow['earlierStatus']> } =>
      until !== undefined && row.earlierStatus ? { ...row, status: row.earlierStatus, amountSen: row.earlierAmountSen ?? row.amountSen } : row,
    );
  const changed = until !== undefined && exported.some((d) => d.earlierStatus !== undefined);
  const rows = exported.map((d, i) => {
    const p = players.get(`${website}|${d.username}`)!;
    const account = accounts.get(d.corporateAccount)!;
    const corporate = d.paymentType === 'EWALLET' ? `${p.bank} - ${account.name} - ${account.number}` : corporateCell(account, site.qrisMerchant.name);
    const desc = d.paymentType === 'QRIS' ? 'Deposit QRIS' : d.paymentType === 'EWALLET' ? `Deposit ${p.bank}` : `Deposit ${account.bank}`;
    const amount = whole(d.amountSen);
    return [
      d.ticket,
      dmyHms(d.reqAt),
      d.status === 'APPROVED' ? dmyHms(d.appAt) : '',
      d.username,
      p.fullName,
      d.paymentType,
      amount,
      '0',
      '0',
      '0',
      amount,
      `${p.bank} - ${p.fullName} - ${p.accountNo}`,
      corporate,
      desc,
      d.boRef,
      d.status,
      d.status === 'APPROVED' ? '' : 'Dana tidak masuk',
      HANDLERS[i % HANDLERS.length]!,
      website,
      d.playerRef,
      d.playerOwnRef,
    ];
  });
  return { rows, changed };
}

function withdrawRows({ days, website, day, players, accounts }: BoExport): string[][] {
  return days.withdrawals
    .filter((w) => w.website === website && w.day === day)
    .map((w, i) => {
      const p = players.get(`${website}|${w.username}`)!;
      const account = accounts.get(w.corporateAccount)!;
      const amount = whole(w.amountSen);
      return [
        w.ticket,
        dmyHms(w.appAt),
        `${website}BET`,
        w.username,
        p.fullName,
        `${p.bank} - ${p.fullName}`,
        p.accountNo,
        amount,
        amount,
        corporateCell(account, ''),
        website,
        `WD ${p.bank}`,
        w.status,
        HANDLERS[(i + 2) % HANDLERS.length]!,
        w.refCode,
        w.ownRefCode,
        whole(w.lastBalanceSen),
      ];
    });
}

/** Every upload file of the data set, day by day; files without rows are left out (the server refuses them). */
export function uploadFiles(days: SyntheticDays): UploadFile[] {
  const players = new Map(days.players.map((p) => [`${p.website}|${p.username}`, p]));
  const accounts = new Map(days.accounts.map((a) => [a.id, a]));
  const bal = balancesOf(days);
  const files: UploadFile[] = [];
  const opening = new Map(days.accounts.map((a) => [a.id, a.openingBalanceSen]));
  days.days.forEach((date, day) => {
    const stamp = date.replace(/-/g, '');
    for (const site of days.websites) {
      const common = { groups: site.code, dates: dayMonYear(date, true), depo_created_by: '1' };
      const boExport: BoExport = { days, website: site.code, day, players, accounts };
      const deposits = depositRows(boExport);
      const withdrawals = withdrawRows(boExport);
      const bo = { group: 'BO' as const, website: site.code, day, layout: 'nexus-bo' as const, lines: [], fields: common };
      // A day with tickets the panel changed after 15:00 has an afternoon export too: its requests until then, as
      // the panel showed them then; the evening's adds the rest and changes those (panel-changes.ts on the server).
      const afternoon = depositRows(boExport, midnightOf(date) + 15 * HOUR);
      if (afternoon.changed) {
        files.push({
          ...bo,
          endpoint: 'checkdata',
          source: 'BO_DEPOSIT',
          name: `bo_deposit_${site.code}_${stamp}_1500.csv`,
          content: csv(NEXUS_DEPOSIT_HEADER, afternoon.rows),
          rows: afternoon.rows.length,
          expectedAdded: afternoon.rows.length,
        });
      }
      files.push(
        {
          ...bo,
          endpoint: 'checkdata',
          source: 'BO_DEPOSIT',
          name: `bo_deposit_${site.code}_${stamp}.csv`,
          content: csv(NEXUS_DEPOSIT_HEADER, deposits.rows),
          rows: deposits.rows.length,
          expectedAdded: deposits.rows.length - (afternoon.changed ? afternoon.rows.length : 0),
        },
        // The afternoon's export again, uploaded late by another checker: it must change nothing the evening's said.
        ...(afternoon.changed
          ? [
              {
                ...bo,
                endpoint: 'checkdata' as const,
                source: 'BO_DEPOSIT' as const,
                name: `bo_deposit_${site.code}_${stamp}_1500_late.csv`,
                content: csv(NEXUS_DEPOSIT_HEADER, afternoon.rows),
                rows: afternoon.rows.length,
                expectedAdded: 0,
              },
            ]
          : []),
        {
          ...bo,
          endpoint: 'bowd',
          source: 'BO_WITHDRAW',
          name: `bo_withdraw_${site.code}_${stamp}.csv`,
          content: csv(NEXUS_WITHDRAW_HEADER, withdrawals),
          rows: withdrawals.length,
          expectedAdded: withdrawals.length,
        },
      );
      for (const a of days.accounts.filter((x) => x.website === site.code)) {
        const lines = days.lines.filter((l) => l.account === a.id && isoDateOf(l.at) === date).sort(byTime);
        const booked = lines.filter((l) => !l.pending);
        const open = opening.get(a.id)!;
        opening.set(a.id, closing(booked, open));
        if (booked.length === 0) continue;
        const layout = a.layouts[day]!;
        const writer = WRITERS[layout];
        const fields = isGateway(a) ? common : { ...common, corporate_bank_no: a.number, jenis: a.kind, ...(a.bank === 'BRI' ? { provider: 'BRI' } : {}) };
        const base = { endpoint: ENDPOINT[a.bank], group: 'STATEMENT' as const, source: 'STATEMENT' as const, website: site.code, day, layout, fields };
        const label = `${a.bank.toLowerCase()}_${a.kind.toLowerCase()}_${a.number}_${stamp}_${layout}`;
        if (a.pendDays.includes(day)) {
          // The afternoon export: booked rows up to 14:00, then the last hour as PEND rows; the evening export: the day.
          const cut = midnightOf(date) + 14 * HOUR;
          const afternoon = [...booked.filter((l) => l.at < cut), ...lines.filter((l) => l.pending)];
          files.push({
            ...base,
            name: `${label}_1500.csv`,
            lines: afternoon,
            content: writer.write(a, afternoon, date, open, bal, days),
            rows: afternoon.length,
            expectedAdded: afternoon.length,
          });
          const repeated = booked.filter((l) => l.at < cut).length;
          files.push({
            ...base,
            name: `${label}_2359.csv`,
            lines: booked,
            content: writer.write(a, booked, date, open, bal, days),
            rows: booked.length,
            expectedAdded: booked.length - repeated,
          });
        } else {
          files.push({
            ...base,
            name: `${label}.csv`,
            lines: booked,
            content: writer.write(a, booked, date, open, bal, days),
            rows: booked.length,
            expectedAdded: booked.length,
          });
        }
      }
    }
  });
  return files.filter((f) => f.rows > 0);
}
