import { describe, expect, it } from 'vitest';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import { manualFormat } from '../src/modules/statements/parsers/manual.ts';
import { qrisStatement } from '../src/modules/statements/parsers/qris.ts';
import type { StatementMessage } from '../src/modules/uploads/read-file.ts';
import { BATCH_LINES } from '../src/modules/uploads/statement-batch.ts';
import { csv } from './support/multipart.ts';
import { postedMessages, readInput } from './support/statement-reading.ts';

// A statement to store is read in a worker that posts its lines' batches as it reads them, then what the file is or
// why it is refused (read-file.ts readStatementTo); the server stores each batch meanwhile and keeps none of them when
// the file is refused at the end (uploads/service.ts readStatementInWorker, upload-batches.test.ts).

const COUNT = 2 * BATCH_LINES + 5;
/** The data row (0-based) whose amount cannot be read, near the end of the file: file line BAD + 2, below the header. */
const BAD = 2 * BATCH_LINES + 2;

const bcaRow = (i: number) => [
  `01/07/2026 10:${String(i % 60).padStart(2, '0')}:00`,
  `TRSF E-BANKING CR PEMAIN ${i}`,
  i === BAD ? 'x' : `${10_000 + i}.00`,
  'CR',
  '5000000.00',
];
const briRow = (i: number) => [
  `01/07/2026 10:${String(i % 60).padStart(2, '0')}:00`,
  `Transfer dari PEMAIN ${i}`,
  `PEMAIN ${i}`,
  '',
  '',
  i === BAD ? 'x' : `${10_000 + i}.00`,
  '5000000.00',
  `TRX${i}`,
];

const qrisRow = (i: number) => [
  `01/07/2026 10:${String(i % 60).padStart(2, '0')}:00`,
  `6023${String(i).padStart(8, '0')}`,
  'ID1025123456789',
  'TOKO CONTOH JAYA',
  `PEMAIN ${i}`,
  i === BAD ? 'x' : `${10_000 + i}`,
  '0',
  `${10_000 + i}`,
  'SUCCESS',
];

/** Every message readStatementTo posts for the file, in order. */
const posted = (endpoint: string, provider: string | null, text: string) => postedMessages(readInput(endpoint, provider, Buffer.from(text), null));

/** What each message is: a batch's first line and count, or the end. */
const shapeOf = (messages: StatementMessage[]) => messages.map((m) => ('batch' in m ? [m.batch.first, m.batch.count] : m.end));

describe('readStatementTo: a statement posted as it is read', () => {
  const rows = Array.from({ length: COUNT }, (_, i) => bcaRow(i));

  it('posts a whole file in batches of BATCH_LINES lines, in file order, then what it is', async () => {
    const good = rows.map((row, i) => (i === BAD ? bcaRow(BAD - 1) : row));
    expect(shapeOf(await posted('mutasiupdepobca', null, csv(bcaFormat.template, good)))).toEqual([
      [0, BATCH_LINES],
      [BATCH_LINES, BATCH_LINES],
      [2 * BATCH_LINES, 5],
      { ok: true, count: COUNT, dates: ['2026-07-01'], warnings: [], layout: 'bca-template' },
    ]);
  });

  it('posts the lines a format hands over as it reads them before the file is read to the end: a row refused near the end follows them', async () => {
    expect(shapeOf(await posted('mutasiupdepobca', null, csv(bcaFormat.template, rows)))).toEqual([
      [0, BATCH_LINES],
      [BATCH_LINES, BATCH_LINES],
      { ok: false, error: `Baris ${BAD + 2}: nominal 'x' di kolom Jumlah tidak valid (format: 1500000.00)` },
    ]);
  });

  it('posts the lines read before a record that is no CSV at all, near the end: the table is read as it is parsed', async () => {
    const good = csv(
      bcaFormat.template,
      rows.map((row, i) => (i === BAD ? bcaRow(BAD - 1) : row)),
    ).split('\n');
    // A quote opened on line BAD + 2 and never closed: csv-parse reads on from there and refuses it.
    good[BAD + 1] = `01/07/2026 10:00:00,"TRSF E-BANKING CR PEMAIN,10000.00,CR,5000000.00`;
    expect(shapeOf(await posted('mutasiupdepobca', null, good.join('\n')))).toEqual([
      [0, BATCH_LINES],
      [BATCH_LINES, BATCH_LINES],
      { ok: false, error: `Baris ${BAD + 2}: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file` },
    ]);
  });

  it('refuses a file at its first problem in file order: a bad amount on line 3 before a quote never closed on line 5', async () => {
    const text = csv(bcaFormat.template, [bcaRow(0), bcaRow(1), bcaRow(2), bcaRow(3)]).split('\n');
    text[2] = text[2]!.replace('10001.00', 'x');
    text[4] = text[4]!.replace('TRSF', '"TRSF');
    expect(shapeOf(await posted('mutasiupdepobca', null, text.join('\n')))).toEqual([
      { ok: false, error: "Baris 3: nominal 'x' di kolom Jumlah tidak valid (format: 1500000.00)" },
    ]);
  });

  it('posts the paid lines of a payment file as it reads them too (QRIS)', async () => {
    const qris = csv(
      qrisStatement.template,
      Array.from({ length: COUNT }, (_, i) => qrisRow(i)),
    );
    expect(shapeOf(await posted('mutasiupdepoqris', null, qris))).toEqual([
      [0, BATCH_LINES],
      [BATCH_LINES, BATCH_LINES],
      { ok: false, error: expect.stringMatching(new RegExp(`^Baris ${BAD + 2}: `)) },
    ]);
  });

  it('posts nothing but the refusal of a format that changes its lines once all are read (BRI fee twins)', async () => {
    const bri = manualFormat('BRI').template;
    expect(
      shapeOf(
        await posted(
          'mutasiupdepomanual',
          'BRI',
          csv(
            bri,
            Array.from({ length: COUNT }, (_, i) => briRow(i)),
          ),
        ),
      ),
    ).toEqual([{ ok: false, error: expect.stringMatching(new RegExp(`^Baris ${BAD + 2}: `)) }]);
  });
});
