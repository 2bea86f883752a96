import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PDF_UPLOAD_ENDPOINTS, UPLOAD_MSG } from '@auto-checker/contract';
import { CONVERT_MSG } from '../../src/modules/convert/messages.ts';
import { UPLOAD_ENDPOINTS } from '../../src/modules/uploads/endpoints.ts';
import { ADMIN_PASSWORD, createTestContext, type TestContext } from '../support/harness.ts';
import { csv } from '../support/multipart.ts';
import { addDepositAccounts } from '../support/website-accounts.ts';
import { expectErrorBody } from './support/http.ts';
import { SITE_A, TODAY_VIEW, UPLOAD_PATHS, ownUploadCsv, uploadForm, uploadTemplate } from './support/world.ts';

/**
 * Files the upload endpoints (and Convert Mutasi) must refuse: too large, binary, a PDF, a workbook named
 * .csv, a CSV of another format, an empty file, a header without rows, two files, no file. Each is a 4xx with
 * a message, and nothing is stored: no upload record, no kept file, no BO row, no statement line, no
 * activity row.
 */

const MAX_MB = 1;
const LUXE_SITE = 'LUX';

let ctx: TestContext;
let admin: string;
let workbook: Buffer;

beforeAll(async () => {
  ctx = await createTestContext({ MAX_UPLOAD_MB: String(MAX_MB) });
  await ctx.addWebsite(SITE_A, 'NEXUS');
  await ctx.addWebsite(LUXE_SITE, 'LUXE');
  for (const website of [SITE_A, LUXE_SITE]) await addDepositAccounts(ctx, website);
  admin = await ctx.login('admin', ADMIN_PASSWORD);
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRow(uploadTemplate('mutasiupdepobca').columns);
  workbook = Buffer.from(await book.xlsx.writeBuffer());
});
afterAll(() => ctx.close());

interface FilePart {
  name: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart body with any number of files in `myfile`. */
function form(fields: Record<string, string>, files: readonly FilePart[]) {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const TOO_LARGE = Buffer.alloc(MAX_MB * 1024 * 1024 + 10, 0x41);
const BINARY = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) % 256));
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Length 44 /Filter /FlateDecode >>\nstream\n', 'latin1'),
  deflateSync('BT /F1 12 Tf 72 712 Td (Mutasi BCA) Tj ET'),
  Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
]);

/** What would show that something was kept. */
async function stored() {
  const count = async (table: 'upload' | 'upload_file' | 'bo_deposit' | 'bo_withdraw' | 'statement_line' | 'activity') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    upload: await count('upload'),
    upload_file: await count('upload_file'),
    bo_deposit: await count('bo_deposit'),
    bo_withdraw: await count('bo_withdraw'),
    statement_line: await count('statement_line'),
    activity: await count('activity'),
  };
}

async function expectRefused(res: LightMyRequestResponse, status: number, what: string, message?: string | RegExp): Promise<void> {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  expectErrorBody(res, what);
  if (typeof message === 'string') expect(res.json().message, what).toBe(message);
  else if (message) expect(res.json().message, what).toMatch(message);
}

describe('each of the 18 upload endpoints refuses, and stores nothing', () => {
  for (const endpoint of UPLOAD_PATHS) {
    it(endpoint, async () => {
      const fields = uploadForm(endpoint, TODAY_VIEW, UPLOAD_ENDPOINTS[endpoint]!.panel === 'LUXE' ? LUXE_SITE : SITE_A);
      const own = uploadTemplate(endpoint);
      const other = uploadTemplate(UPLOAD_ENDPOINTS[endpoint]!.kind === 'STATEMENT' ? 'checkdata' : 'mutasiupdepobca');
      const cases: [string, FilePart[], number, (string | RegExp)?][] = [
        ['a file over MAX_UPLOAD_MB', [{ name: 'besar.csv', content: TOO_LARGE }], 413, MSG.fileTooLarge(MAX_MB)],
        ['binary garbage named .csv', [{ name: 'data.csv', content: BINARY }], 400, /biner/],
        ['a PDF named .csv', [{ name: 'mutasi.csv', content: PDF, type: 'application/pdf' }], 400, /biner/],
        // BCA and BNI Internet Banking read the bank's e-Statement PDF: a broken one is refused as such.
        [
          'a PDF named .pdf',
          [{ name: 'mutasi.pdf', content: PDF, type: 'application/pdf' }],
          400,
          PDF_UPLOAD_ENDPOINTS.includes(endpoint) ? /^PDF rusak/ : UPLOAD_MSG.notCsv,
        ],
        ['an Excel workbook named .csv', [{ name: 'mutasi.csv', content: workbook }], 400, /Excel/],
        ['a CSV of another format', [{ name: 'lain.csv', content: csv(other) }], 400, /^File bukan format /],
        ['an empty file', [{ name: 'kosong.csv', content: '' }], 400, 'File kosong.'],
        ['a header without rows', [{ name: 'header.csv', content: csv(own, []) }], 400, /tidak berisi transaksi/],
        [
          'two files',
          [
            { name: 'a.csv', content: csv(own) },
            { name: 'b.csv', content: csv(own) },
          ],
          400,
          MSG.oneFile,
        ],
        ['no file', [], 400, UPLOAD_MSG.noFile],
      ];
      const before = await stored();
      for (const [what, files, status, message] of cases) {
        const res = await ctx.request({ method: 'POST', url: `/api/${endpoint}`, cookie: admin, ...form(fields, files) });
        await expectRefused(res, status, `${endpoint}: ${what}`, message);
      }
      expect(await stored()).toEqual(before);
      // control: the endpoint's own file in the same form is taken
      const res = await ctx.request({
        method: 'POST',
        url: `/api/${endpoint}`,
        cookie: admin,
        ...form(fields, [{ name: 'data.csv', content: ownUploadCsv(endpoint) }]),
      });
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(200);
    });
  }
});

describe('Convert Mutasi refuses the same files', () => {
  for (const path of ['uploadfixmandiriformat', 'uploadfixbnimobileformat', 'uploadfixqrisformat']) {
    it(path, async () => {
      const cases: [string, FilePart[], number, (string | RegExp)?][] = [
        ['a file over MAX_UPLOAD_MB', [{ name: 'besar.xlsx', content: TOO_LARGE }], 413, MSG.fileTooLarge(MAX_MB)],
        ['binary garbage named .xlsx', [{ name: 'data.xlsx', content: BINARY }], 400, CONVERT_MSG.notExcel],
        ['a PDF named .xlsx', [{ name: 'mutasi.xlsx', content: PDF }], 400, CONVERT_MSG.notExcel],
        ['a CSV named .xlsx', [{ name: 'mutasi.xlsx', content: csv(uploadTemplate('mutasiupdepobca')) }], 400, CONVERT_MSG.notExcel],
        ['a workbook named .csv', [{ name: 'mutasi.csv', content: workbook }], 400, CONVERT_MSG.badFileName],
        // (BNI Mobile reads the BCA header as its own, and finds no transaction under it)
        ['a workbook of another format', [{ name: 'lain.xlsx', content: workbook }], 400, /^File (bukan format |.* tidak berisi transaksi)/],
        ['an empty file', [{ name: 'kosong.xlsx', content: '' }], 400, CONVERT_MSG.emptyFile],
        [
          'two files',
          [
            { name: 'a.xlsx', content: workbook },
            { name: 'b.xlsx', content: workbook },
          ],
          400,
          MSG.oneFile,
        ],
        ['no file', [], 400, CONVERT_MSG.noFile],
      ];
      const before = await stored();
      for (const [what, files, status, message] of cases) {
        const res = await ctx.request({ method: 'POST', url: `/api/${path}`, cookie: admin, ...form({}, files) });
        await expectRefused(res, status, `${path}: ${what}`, message);
      }
      expect(await stored()).toEqual(before);
    });
  }
});

describe('a request that is not multipart at all', () => {
  it('is refused with 4xx and a message on every upload and Convert Mutasi path', async () => {
    const before = await stored();
    for (const path of [...UPLOAD_PATHS, 'uploadfixmandiriformat', 'uploadfixbnimobileformat', 'uploadfixqrisformat']) {
      for (const [type, payload] of [
        ['application/json', '{"myfile":"x"}'],
        ['text/csv', csv(uploadTemplate('checkdata'))],
      ] as const) {
        const res = await ctx.request({ method: 'POST', url: `/api/${path}`, cookie: admin, payload, headers: { 'content-type': type } });
        expect(res.statusCode >= 400 && res.statusCode < 500, `${path} as ${type}: ${res.statusCode} ${res.body}`).toBe(true);
        expectErrorBody(res, `${path} as ${type}`);
      }
    }
    expect(await stored()).toEqual(before);
  });
});
