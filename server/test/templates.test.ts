import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import { decodeUpload } from '../src/parsing/decode.ts';
import { TEMPLATE_DOWNLOADS } from '../src/modules/templates/catalog.ts';
import { USER_PASSWORD, useTestContext } from './support/harness.ts';
import { websiteWithStaff } from './support/website-accounts.ts';

const ctx = useTestContext();

let admin: string;
beforeEach(async () => {
  admin = await websiteWithStaff(ctx);
});

/** The Templates page's buttons (docs/spec/part-2.md, sections 2 and 7) and the file each one saves. */
const EXPECTED = [
  ['/api/templatemutasibankbca', 'template_mutasi_bca.csv', 'BCA'],
  ['/api/templatemutasibankbniinternetbanking', 'template_mutasi_bni_internet_banking.csv', 'BNI Internet Banking'],
  ['/api/templatemutasibankbnimobile', 'template_mutasi_bni_mobile.csv', 'BNI Mobile'],
  ['/api/templatemutasibankmandiri', 'template_mutasi_mandiri.csv', 'Mandiri'],
  ['/api/templatemutasimanual', 'template_mutasi_manual.csv', 'Manual Bank / Wallet BRI'],
  ['/api/templatemutasiautoqr', 'template_mutasi_auto_qr.csv', 'QRIS'],
  ['/api/templatemutasiqris', 'template_mutasi_qris.csv', 'QRIS'],
  ['/api/templatemutasiautotx', 'template_mutasi_auto_tx.csv', 'E-Wallet (Auto TX)'],
  ['/api/templatemutasinexuspay', 'template_mutasi_nexus_pay.csv', 'Nexus Pay'],
] as const;

const download = (path: string, cookie?: string) => ctx.request({ method: 'GET', url: path, ...(cookie ? { cookie } : {}) });

describe('template downloads', () => {
  it('serve the nine templates of the spec, each read back by one upload category', () => {
    expect(Object.entries(TEMPLATE_DOWNLOADS).map(([path, d]) => [path, d.template.fileName, d.format.label])).toEqual(EXPECTED);
  });

  it.each(EXPECTED)('%s answers %s: header and example row, UTF-8 with BOM, CRLF', async (path, fileName) => {
    const res = await download(path, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const { template } = TEMPLATE_DOWNLOADS[path]!;
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(template.columns.join(','));
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it.each(EXPECTED)('%s: the downloaded file, decoded as an upload is, parses into one line with its own parser', async (path) => {
    const res = await download(path, admin);
    const decoded = decodeUpload(res.rawPayload);
    if (!decoded.ok) throw new Error(decoded.error);
    const parsed = TEMPLATE_DOWNLOADS[path]!.format.parse(decoded.text, { statementDate: '2026-07-03' });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows[0]!.amountSen).toBeGreaterThan(0);
  });

  it('are open to a CHECKER', async () => {
    const checker = await ctx.login('checker', USER_PASSWORD);
    for (const [path] of EXPECTED) expect((await download(path, checker)).statusCode).toBe(200);
  });

  it('are refused to CS (403) and without a session (401)', async () => {
    const cs = await ctx.login('cs', USER_PASSWORD);
    for (const [path] of EXPECTED) {
      const forbidden = await download(path, cs);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: MSG.forbidden });
      const anonymous = await download(path);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: MSG.notSignedIn });
    }
  });
});
