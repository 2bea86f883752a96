import { describe, expect, it } from 'vitest';
import { nexusDepositBo } from '../../src/modules/bo/nexus-deposit.ts';
import { at, boFixture, boParserTests } from './support.ts';

const HEADER =
  'Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Depo Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Bo Desc,Bo Ref,Bo Status,Bo Reason,Bo Handler,Bo Website,Player Ref,Player Own Ref';
const GOOD = 'DP1,03/07/2026 14:02:11,03/07/2026 14:06:40,budi88,BUDI SANTOSO,BANK,100000,0,0,0,100000,BCA - BUDI SANTOSO - 1234567890,BCA,,,,,,,,';

/** The rows of nexus-deposit.csv, as the parser reads them. */
const NEXUS_DEPOSIT_ROWS = [
  {
    line: 2,
    ticketNo: 'DP260703000123',
    reqDate: at('2026-07-03', '14:02:11'),
    appDate: at('2026-07-03', '14:06:40'),
    userName: 'budi88',
    fullName: 'BUDI SANTOSO',
    paymentType: 'BANK',
    depoAmountSen: 10_000_000,
    adminFeeSen: 0,
    agentFeeSen: 0,
    playerFeeSen: 0,
    nettAmountSen: 10_000_000,
    playerBank: { raw: 'BCA - BUDI SANTOSO - 1234567890', bank: 'BCA', accountName: 'BUDI SANTOSO', accountNumber: '1234567890' },
    corporateBank: 'BCA - PT CONTOH MAKMUR - 0987654321',
    boDesc: 'Deposit BCA',
    boRef: 'REF88123',
    boStatus: 'APPROVED',
    boReason: '',
    boHandler: 'checker01',
    boWebsite: 'NXB',
    playerRef: 'BCA0703140211',
    playerOwnRef: 'budi88-0703',
  },
  {
    line: 3,
    ticketNo: 'DP260703000124',
    reqDate: at('2026-07-03', '14:10:00'),
    appDate: null,
    userName: 'siti77',
    fullName: 'SITI AMINAH',
    paymentType: 'EWALLET',
    depoAmountSen: 5_000_050,
    adminFeeSen: 100_000,
    agentFeeSen: null,
    playerFeeSen: null,
    nettAmountSen: 4_900_050,
    playerBank: { raw: 'DANA - 0812-3456-7890', bank: 'DANA', accountName: '', accountNumber: '081234567890' },
    corporateBank: 'DANA - PT CONTOH MAKMUR - 081299990000',
    boDesc: 'Deposit DANA',
    boRef: 'REF88124',
    boStatus: 'PENDING',
    boReason: '',
    boHandler: '',
    boWebsite: 'NXB',
    playerRef: '',
    playerOwnRef: '',
  },
  {
    line: 4,
    ticketNo: 'DP260703000125',
    reqDate: at('2026-07-03', '23:58:59'),
    appDate: at('2026-07-04', '00:01:02'),
    userName: 'andi_w',
    fullName: 'ANDI WIJAYA',
    paymentType: 'BANK',
    depoAmountSen: 250_000_000,
    adminFeeSen: 0,
    agentFeeSen: 0,
    playerFeeSen: 0,
    nettAmountSen: 250_000_000,
    playerBank: { raw: 'MANDIRI', bank: 'MANDIRI', accountName: '', accountNumber: '' },
    corporateBank: 'BCA - PT CONTOH MAKMUR - 0987654321',
    boDesc: '',
    boRef: 'REF88125',
    boStatus: 'APPROVED',
    boReason: '',
    boHandler: 'checker02',
    boWebsite: 'NXB',
    playerRef: '',
    playerOwnRef: '',
  },
];

describe('BO Nexus deposit (checkdata)', () => {
  const bo = boParserTests(nexusDepositBo, { variant: 'nexus-deposit', layout: 'BO Nexus Deposit' });

  bo.itReadsItsFixture('reads every column of the View BO labels, amounts in sen, the player bank split', NEXUS_DEPOSIT_ROWS);

  it('accepts semicolons and a file with only the required columns', () => {
    const result = nexusDepositBo.parse('Ticket No;Req Date;App Date;Username;Fullname;Depo Amount;Player Bank\nDP9;03/07/2026 09:00;;budi88;BUDI;50000;BCA\n');
    expect(result.ok && result.rows[0]).toMatchObject({
      ticketNo: 'DP9',
      reqDate: at('2026-07-03', '09:00:00'),
      appDate: null,
      paymentType: '',
      depoAmountSen: 5_000_000,
      adminFeeSen: null,
      corporateBank: '',
      boStatus: '',
      playerBank: { raw: 'BCA', bank: 'BCA', accountName: '', accountNumber: '' },
    });
  });

  it('reads an App Date that says there is none yet (a dash, null, the zero date of MySQL) as empty, and refuses such a Req Date', () => {
    for (const none of ['-', 'NULL', 'null', 'N/A', '0000-00-00 00:00:00', '0000-00-00', '00/00/0000 00:00:00']) {
      const result = nexusDepositBo.parse(`${HEADER}\n${GOOD.replace('03/07/2026 14:06:40', none)}\n`);
      expect(result.ok && result.rows[0]!.appDate, none).toBe(null);
    }
    expect(nexusDepositBo.parse(`${HEADER}\n${GOOD.replace('03/07/2026 14:02:11', '0000-00-00 00:00:00')}\n`)).toEqual({
      ok: false,
      error: "Baris 2: Req Date '0000-00-00 00:00:00' tidak valid",
    });
    // A cell that only starts like one is not a date, nor empty.
    expect(nexusDepositBo.parse(`${HEADER}\n${GOOD.replace('03/07/2026 14:06:40', '0000-00-00 14:06:40')}\n`)).toEqual({
      ok: false,
      error: "Baris 2: App Date '0000-00-00 14:06:40' tidak valid",
    });
  });

  it('refuses a date written with AM/PM, saying that Excel in a US locale saved the file again', () => {
    expect(nexusDepositBo.parse(`${HEADER}\n${GOOD.replace('03/07/2026 14:02:11', '7/3/2026 2:02:11 PM')}\n`)).toEqual({
      ok: false,
      error:
        "Baris 2: Req Date '7/3/2026 2:02:11 PM' tidak valid: jam AM/PM ditulis Excel yang menyimpan ulang file dengan format Amerika (tanggal bulan/hari). Ekspor ulang file dari sumbernya tanpa menyimpannya lagi di Excel, atau ubah format tanggalnya ke dd/mm/yyyy HH:mm:ss.",
    });
  });

  it('refuses a ticket whose amount was written with a comma and no quotes, among tickets written right', () => {
    const split = GOOD.replace('DP1', 'DP2').replace(',100000,0,0,0,', ',100,000.00,0,0,0,');
    expect(nexusDepositBo.parse(`${HEADER}\n${GOOD}\n${split}\n${GOOD.replace('DP1', 'DP3')}\n`)).toEqual({
      ok: false,
      error:
        'Baris 3: baris berisi 22 kolom, header 21 kolom: nilai yang memuat koma harus diapit tanda kutip (mis. "250,000.00"); ekspor ulang file dari sumbernya.',
    });
  });

  it('refuses an export whose every ticket has its Depo Amount written with a comma and no quotes, its last column empty', () => {
    // Read before 2026-12-02: Depo Amount Rp100, Nett Amount 0 and the Player Bank "100000", every ticket of the file.
    const rows = ['DP1', 'DP2', 'DP3'].map((ticket) => GOOD.replace('DP1', ticket).replace(',100000,0,0,0,', ',100,000.00,0,0,0,'));
    expect(nexusDepositBo.parse(`${HEADER}\n${rows.join('\n')}\n`)).toEqual({
      ok: false,
      error:
        'Baris 2: baris berisi 22 kolom, header 21 kolom: nilai yang memuat koma harus diapit tanda kutip (mis. "250,000.00"); ekspor ulang file dari sumbernya.',
    });
    // The same export with a comma ending every row is read.
    expect(nexusDepositBo.parse(`${HEADER}\n${[GOOD, GOOD.replace('DP1', 'DP2')].map((r) => `${r},`).join('\n')}\n`)).toMatchObject({
      ok: true,
      rows: [{ depoAmountSen: 10_000_000 }, { depoAmountSen: 10_000_000 }],
    });
  });

  it('reads cells an export wrote as Excel text formulas to keep their leading zeros (="0123456789")', () => {
    const row = GOOD.replace(',100000,0,0,0,', ',="100000",0,0,0,').replace('BCA - BUDI SANTOSO - 1234567890', '"=""BCA - BUDI SANTOSO - 0123456789"""');
    expect(nexusDepositBo.parse(`${HEADER}\n${row.replace('DP1', '="000123"')}\n`)).toMatchObject({
      ok: true,
      rows: [
        {
          // The ticket as written: its row key, and a ticket stored so before, stay what they were.
          ticketNo: '="000123"',
          depoAmountSen: 10_000_000,
          playerBank: { raw: 'BCA - BUDI SANTOSO - 0123456789', bank: 'BCA', accountName: 'BUDI SANTOSO', accountNumber: '0123456789' },
        },
      ],
    });
  });

  it('refuses a ticket that appears twice in one file', () => {
    expect(nexusDepositBo.parse(boFixture('nexus-deposit-duplicate-ticket.csv'))).toEqual({
      ok: false,
      error: "Baris 4: Ticket No 'DP260703000123' ganda: sudah ada di baris 2",
    });
  });

  bo.itRefusesBadRows({ header: HEADER, good: GOOD }, [
    ['an empty Ticket No', ['DP1', ''], 'Baris 2: kolom Ticket No kosong'],
    ['a date that does not exist', ['03/07/2026 14:02:11', '2026-02-30 14:02:11'], "Baris 2: Req Date '2026-02-30 14:02:11' tidak valid"],
    ['a dotted amount', [',100000,0,0,0,', ',"100.000",0,0,0,'], "Baris 2: nominal '100.000' di kolom Depo Amount tidak valid (format: 1500000.00)"],
    ['a zero amount', [',100000,0,0,0,', ',0,0,0,0,'], "Baris 2: nominal '0' di kolom Depo Amount harus lebih dari 0"],
    [
      'amounts with a comma and no quotes, read as Rp100 until 2026-12-02',
      [',100000,0,0,0,100000,', ',100,000.00,0,0,0,100,000.00,'],
      'Baris 2: baris berisi 23 kolom, header 21 kolom: nilai yang memuat koma harus diapit tanda kutip (mis. "250,000.00"); ekspor ulang file dari sumbernya.',
    ],
    ['an empty Username', ['budi88', ''], 'Baris 2: kolom Username kosong'],
  ] as const);

  it('refuses the export cut in the middle of its last ticket (a download that stopped): its amount would be cut too', () => {
    const whole = boFixture('nexus-deposit.csv').trimEnd();
    // The last ticket's Depo Amount is 2500000: cut after its first three digits, it would read Rp250.
    const lastLine = whole.lastIndexOf('\n') + 1;
    const cut = whole.slice(0, whole.indexOf(',2500000,', lastLine) + 4);
    expect(nexusDepositBo.parse(cut)).toEqual({
      ok: false,
      error: 'Baris 4: baris terakhir terpotong (7 dari 21 kolom) dan file berakhir di tengah baris: unduh ulang file lengkapnya.',
    });
    expect(nexusDepositBo.parse(whole)).toMatchObject({ ok: true, rows: { length: 3 } });
  });

  it('refuses the export with a total line between its tickets: the tickets below it would go unread, never checked', () => {
    const [header, ...tickets] = boFixture('nexus-deposit.csv').trimEnd().split('\n');
    const withTotal = [header, tickets[0], 'Total: 1', ...tickets.slice(1)].join('\n');
    expect(nexusDepositBo.parse(withTotal)).toEqual({
      ok: false,
      error: "Baris 4: baris transaksi di bawah baris ringkasan 'Total: 1' (baris 3): hapus ringkasan di tengah tabel, atau upload satu export per file.",
    });
    expect(nexusDepositBo.parse([header, ...tickets, 'Total: 3'].join('\n'))).toMatchObject({ ok: true, rows: { length: 3 } });
  });

  it('says so when the file has a header and no rows', () => {
    expect(nexusDepositBo.parse(`${HEADER}\n`)).toEqual({
      ok: false,
      error: 'File BO Nexus Deposit tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).',
    });
  });

  it('names the missing column of a file that is almost ours', () => {
    expect(nexusDepositBo.parse(HEADER.replace('Depo Amount', 'Amount Depo') + '\n' + GOOD + '\n')).toEqual({
      ok: false,
      error:
        'Header BO Nexus Deposit di baris 1 tidak lengkap: kolom Depo Amount tidak ada. ' +
        'Kolom yang diharapkan: Ticket No, Req Date, App Date, Username, Fullname, Depo Amount, Player Bank. ' +
        'Ditemukan: Ticket No, Req Date, App Date, Username, Fullname, Payment Type, Amount Depo, Admin Fee, Agent Fee, Player Fee, Nett Amount, ' +
        'Player Bank, Corporate Bank, Bo Desc, Bo Ref, Bo Status, Bo Reason, Bo Handler, Bo Website, Player Ref, Player Own Ref.',
    });
  });

  bo.itRefusesFixtures(
    'refuses the Luxe panel export and the Nexus withdraw export, saying what they are',
    'Ticket No, Req Date, App Date, Username, Fullname, Depo Amount, Player Bank',
    ['luxe-deposit', 'nexus-withdraw'],
  );
});
