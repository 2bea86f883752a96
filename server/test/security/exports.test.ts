import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadsheetSafe } from '../../src/http/spreadsheet-safe.ts';
import { createTestContext, type TestContext } from '../support/harness.ts';
import { loadWorkbook, sheetCells, type Cell } from '../support/spreadsheets.ts';
import { SITE_A, TODAY_ISO, TODAY_VIEW, buildWorld, type World } from './support/world.ts';

/**
 * CSV injection (docs/design.md section 7): names, notes and transfer memos come from players, panels and staff, and
 * every text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return reaches all ten exports
 * with a leading `'` (spreadsheetSafe), in the CSV and in the workbook alike, while amounts stay numbers,
 * a negative one included.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PREFIXES = ['=', '+', '-', '@', '\t', '\r'] as const;
/** A payload a spreadsheet would run, behind each prefix; `what` tells the columns apart. */
const hostile = (prefix: string, what: string) => `${prefix}cmd|' /C calc'!A0 ${what}`;

/** Every hostile text seeded, by export view. */
const SEEDED: Record<'bo' | 'bowd' | 'mutasi' | 'mutasiwd', string[]> = { bo: [], bowd: [], mutasi: [], mutasiwd: [] };

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  for (const [i, prefix] of PREFIXES.entries()) {
    const bo = {
      full_name: hostile(prefix, `nama ${i}`),
      user_name: hostile(prefix, `user ${i}`),
      note: hostile(prefix, `ket ${i}`),
      bo_desc: hostile(prefix, `desc ${i}`),
      bo_reason: hostile(prefix, `reason ${i}`),
      player_own_ref: hostile(prefix, `ref ${i}`),
    };
    await w.cloneBo('DEPOSIT', bo);
    SEEDED.bo.push(...Object.values(bo));
    const wd = {
      full_name: hostile(prefix, `nama wd ${i}`),
      user_name: hostile(prefix, `user wd ${i}`),
      note: hostile(prefix, `ket wd ${i}`),
      remarks: hostile(prefix, `remarks ${i}`),
      own_ref_code: hostile(prefix, `ref wd ${i}`),
    };
    const wdId = await w.cloneBo('WITHDRAW', wd);
    SEEDED.bowd.push(...Object.values(wd));
    // a negative balance and a withdrawal larger than every deposit: the Game Site balance goes negative
    await ctx.db.updateTable('bo_withdraw').set({ last_balance: '-5000.00', amount: '9999999.50' }).where('id', '=', wdId).execute();
    for (const [direction, view] of [
      ['CR', 'mutasi'],
      ['DB', 'mutasiwd'],
    ] as const) {
      const line = {
        description: hostile(prefix, `memo ${direction} ${i}`),
        counterparty_name: hostile(prefix, `pengirim ${direction} ${i}`),
        note: hostile(prefix, `ket ${direction} ${i}`),
      };
      await w.cloneLine(direction, line);
      SEEDED[view].push(...Object.values(line));
    }
  }
});
afterAll(() => ctx.close());

const exportFile = (name: string, body: Record<string, string>) => ctx.request({ method: 'POST', url: `/api/${name}`, cookie: w.adminCookie, payload: body });

function csvCells(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse(res.rawPayload.toString('utf8').replace(/^\ufeff/, ''), { record_delimiter: '\r\n' }) as string[][];
}

async function xlsxCells(res: LightMyRequestResponse): Promise<Cell[][]> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return sheetCells((await loadWorkbook(res.rawPayload)).worksheets[0]!);
}

/** A spreadsheet's XML keeps a lone carriage return as a line feed: compare text the way it reads back. */
const asRead = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * The CSV and the workbook of one view hold the same cells; every text cell is safe to open, the seeded
 * texts appear escaped and never bare; the number columns hold numbers, a negative one as a plain number.
 */
function expectSafePair(csvRows: string[][], xlsxRows: Cell[][], seeded: readonly string[]): void {
  expect(csvRows.length).toBe(xlsxRows.length);
  const numberColumns = new Set<number>();
  xlsxRows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const text = csvRows[r]![c]!;
      if (typeof cell === 'number') {
        numberColumns.add(c);
        expect(text, `row ${r} column ${c}`).toBe(String(cell));
      } else {
        expect(asRead(text), `row ${r} column ${c}`).toBe(asRead(cell ?? ''));
        expect(text, `row ${r} column ${c}`).not.toMatch(FORMULA_START);
        if (cell !== null) expect(cell, `row ${r} column ${c}`).not.toMatch(FORMULA_START);
      }
    }),
  );
  const csvTexts = new Set(csvRows.flat());
  for (const text of seeded) {
    expect(csvTexts.has(spreadsheetSafe(text)), `escaped ${JSON.stringify(text)}`).toBe(true);
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
    expect(csvTexts.has(text), `bare ${JSON.stringify(text)}`).toBe(false);
  }
  // the amount columns and the row number are numbers in the workbook
  expect(numberColumns.size).toBeGreaterThanOrEqual(2);
}

describe('the View BO and View Mutasi exports', () => {
  const body = { date: TODAY_VIEW, status: 'all', group: SITE_A };
  for (const [view, csvPath, xlsxPath] of [
    ['bo', 'exportcsvviewbo', 'exportexcelviewbo'],
    ['bowd', 'exportcsvlviewbowd', 'exportexcelviewbowd'],
    ['mutasi', 'exportcsvviewmutasi', 'exportexcelviewmutasi'],
    ['mutasiwd', 'exportcsvviewmutasiwd', 'exportexcelviewmutasiwd'],
  ] as const) {
    it(`/api/${csvPath} and /api/${xlsxPath} escape every formula text and keep amounts as numbers`, async () => {
      const csvRows = csvCells(await exportFile(csvPath, body));
      const xlsxRows = await xlsxCells(await exportFile(xlsxPath, body));
      // the header, the fixture's rows and one row per prefix at least
      expect(csvRows.length).toBeGreaterThan(PREFIXES.length + 1);
      expectSafePair(csvRows, xlsxRows, SEEDED[view]);
    });
  }

  it('a negative last balance stays a number: -5000 in the CSV, a numeric cell in the workbook', async () => {
    const csvRows = csvCells(await exportFile('exportcsvlviewbowd', body));
    const xlsxRows = await xlsxCells(await exportFile('exportexcelviewbowd', body));
    const column = csvRows[0]!.indexOf('Last Balance');
    expect(column).toBeGreaterThan(0);
    expect(csvRows.slice(1).filter((r) => r[column] === '-5000')).toHaveLength(PREFIXES.length);
    expect(xlsxRows.slice(1).filter((r) => r[column] === -5000)).toHaveLength(PREFIXES.length);
  });
});

describe('the Game Site report exports (Data Player)', () => {
  const body = { start: TODAY_ISO, end: TODAY_ISO, group: SITE_A };

  it('/api/exportcsvtotaldataplayer and /api/exportexceltotaldataplayer: dates and labels as text, every figure a number, a negative balance too', async () => {
    const csvRows = csvCells(await exportFile('exportcsvtotaldataplayer', body));
    const xlsxRows = await xlsxCells(await exportFile('exportexceltotaldataplayer', body));
    expect(csvRows[0]).toEqual(['Date', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance']);
    expect(csvRows.map((r) => r[0])).toEqual(['Date', '22/11/2026', 'Total Sum']);
    expectSafePair(csvRows, xlsxRows, []);
    for (const row of xlsxRows.slice(1)) {
      expect(
        row.slice(1).every((cell) => typeof cell === 'number'),
        JSON.stringify(row),
      ).toBe(true);
      expect(row[4] as number).toBeLessThan(0);
    }
    for (const row of csvRows.slice(1)) expect(row[4]).toMatch(/^-\d+(\.\d+)?$/);
  });
});
