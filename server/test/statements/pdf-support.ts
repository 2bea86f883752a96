import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  StandardFonts,
  beginText,
  degrees,
  endText,
  grayscale,
  setFillingGrayscaleColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

/**
 * Test PDFs drawn like the banks' e-Statements (docs/formats-banks.md, "PDF e-Statement"): text placed by position on
 * A4 pages, a watermark, and, where asked, the encryption BCA uses (RC4, empty user password) or a password to open.
 */

/** One run of text: `y` from the page's top, `x` its left edge, or its right edge with `align: 'right'`. */
export interface Placed {
  x: number;
  y: number;
  text: string;
  size?: number;
  align?: 'right';
}

export type Watermark = 'diagonal' | 'large' | 'letters' | 'none';

export interface DrawOptions {
  /** Page size in points; A4 portrait by default. */
  size?: [number, number];
  watermark?: Watermark;
  /** 'empty': encrypted with an empty user password (opens without asking); any other text: the password to open. */
  encrypt?: string;
}

export async function drawPdf(pages: readonly Placed[][], options: DrawOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const placed of pages) {
    const page = doc.addPage(options.size ?? [595, 842]);
    watermark(page, font, options.watermark ?? 'diagonal');
    drawTexts(page, font, placed);
  }
  const bytes = await doc.save();
  return options.encrypt === undefined ? bytes : encrypted(bytes, options.encrypt === 'empty' ? '' : options.encrypt);
}

/** Every run in one text object (as statement generators write them; pdf.js reads this fastest). */
function drawTexts(page: PDFPage, font: PDFFont, placed: readonly Placed[]): void {
  const name = page.node.newFontDictionary('F1', font.ref);
  const top = page.getHeight();
  const ops = [beginText(), setFillingGrayscaleColor(0)];
  for (const { x, y, text, size = 8, align } of placed) {
    const left = align === 'right' ? x - font.widthOfTextAtSize(text, size) : x;
    ops.push(setFontAndSize(name, size), setTextMatrix(1, 0, 0, 1, left, top - y), showText(font.encodeText(text)));
  }
  ops.push(endText());
  page.pushOperators(...ops);
}

function watermark(page: PDFPage, font: PDFFont, kind: Watermark): void {
  const color = grayscale(0.85);
  if (kind === 'diagonal') page.drawText('BCA e-Statement', { x: 120, y: 250, size: 60, font, color, rotate: degrees(40) });
  if (kind === 'large') page.drawText('SALINAN', { x: 150, y: 400, size: 70, font, color });
  // Letters turned one by one across the table, as BNI's watermark is drawn: each a run of its own at body size.
  if (kind === 'letters') {
    [...'RAHASIA'].forEach((letter, i) => page.drawText(letter, { x: 200 + i * 40, y: 700 - i * 60, size: 8, font, color, rotate: degrees(30) }));
  }
}

/** A scan: pages that are only an image (a 1x1 PNG stretched over the page), no text at all. */
export async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64'));
  for (let i = 0; i < 2; i++) doc.addPage([595, 842]).drawImage(png, { x: 0, y: 0, width: 595, height: 842 });
  return doc.save();
}

// --- The PDF standard security handler, revision 3 (RC4, 128-bit key), as ISO 32000-1 7.6.3 describes it. ---

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/** RC4 with the key, then 19 more passes with the key xor 1..19 (algorithms 3 and 5, revision 3). */
const rc4Rounds = (key: Buffer, data: Uint8Array) =>
  Array.from({ length: 19 }, (_, i) => i + 1).reduce(
    (out, i) =>
      rc4(
        key.map((b) => b ^ i),
        out,
      ),
    rc4(key, data),
  );

const repeatMd5 = (start: Buffer) => Array.from({ length: 50 }).reduce<Buffer>((hash) => md5(hash), start);

/** The bytes encrypted as a PDF writer does: every stream with its object's key, an /Encrypt dictionary and an /ID. */
async function encrypted(bytes: Uint8Array, userPassword: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = doc;
  const id = md5(Buffer.from('auto-checker test'));
  const P = -3904;
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(P);
  const owner = rc4Rounds(repeatMd5(md5(padded('owner-secret'))), padded(userPassword));
  const key = repeatMd5(md5(padded(userPassword), owner, permissions, id));
  const user = Buffer.concat([rc4Rounds(key, md5(PADDING, id)), Buffer.alloc(16)]);

  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const objectKey = md5(key, Buffer.from([ref.objectNumber & 255, (ref.objectNumber >> 8) & 255, ref.objectNumber >> 16, 0, 0])).subarray(0, 16);
    context.assign(ref, PDFRawStream.of(object.dict, rc4(objectKey, object.contents)));
  }
  context.trailerInfo.Info = undefined;
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: PDFName.of('Standard'),
      V: 2,
      R: 3,
      Length: 128,
      P,
      O: PDFHexString.of(owner.toString('hex')),
      U: PDFHexString.of(user.toString('hex')),
    }),
  );
  const ids = PDFArray.withContext(context);
  ids.push(PDFHexString.of(id.toString('hex')));
  ids.push(PDFHexString.of(id.toString('hex')));
  context.trailerInfo.ID = ids;
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
