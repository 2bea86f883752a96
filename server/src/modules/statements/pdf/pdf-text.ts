/**
 * The text layer of a PDF, page by page, as positioned lines (page-lines.ts): what the e-Statement readers work on
 * (docs/formats-banks.md, "PDF e-Statement"). Read with pdf.js (`pdfjs-dist`, its legacy build for Node, loaded on first
 * use by pdfjs.ts). In Node pdf.js runs its worker in this thread (no worker thread is started), and text needs
 * neither fonts nor canvas. A PDF encrypted with an empty user password (BCA's e-Statements are) opens as any other;
 * one that asks for a password is refused, as are scans, damaged files and files that are no PDF.
 */
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { pageLines, type PdfPage } from './page-lines.ts';
import { PdfProblem } from './pdf-problem.ts';
import { pdfjs } from './pdfjs.ts';

/** Work stays bounded: a monthly statement of 100 000 rows is about 3 000 pages. */
export const MAX_PDF_PAGES = 5000;

export const PDF_MSG = {
  notPdf: 'File ini bukan PDF.',
  damaged: 'PDF rusak atau terpotong dan tidak dapat dibaca; unduh ulang e-Statement dari bank.',
  password:
    'PDF ini dilindungi kata sandi. Buka dengan kata sandinya lalu simpan ulang tanpa kata sandi (Cetak > Simpan sebagai PDF), atau unduh e-Statement tanpa kata sandi.',
  scanned: 'PDF ini tidak memiliki teks (hasil scan); unduh e-Statement asli dari bank.',
  tooManyPages: (pages: number) => `PDF terlalu besar: ${pages} halaman (paling banyak ${MAX_PDF_PAGES}).`,
} as const;

/** Errors pdf.js raises for a file it cannot read (their `name`), and what the user is told. */
const UNREADABLE: Readonly<Record<string, string>> = {
  PasswordException: PDF_MSG.password,
  InvalidPDFException: PDF_MSG.damaged,
  FormatError: PDF_MSG.damaged,
  UnknownErrorException: PDF_MSG.damaged,
};

/** Every page's lines, the watermark dropped. Throws PdfProblem for a file that cannot be read as text. */
export async function pdfText(bytes: Uint8Array): Promise<PdfPage[]> {
  if (!startsAsPdf(bytes)) throw new PdfProblem(PDF_MSG.notPdf);
  const { getDocument, Util, VerbosityLevel } = await pdfjs();
  const task = getDocument({
    // A copy: pdf.js takes the buffer over.
    data: new Uint8Array(bytes),
    // Fonts are never compiled into functions (CVE-2024-4367), never loaded for display.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > MAX_PDF_PAGES) throw new PdfProblem(PDF_MSG.tooManyPages(doc.numPages));
    const pages: PdfPage[] = [];
    let lineOffset = 0;
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const { transform } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const lines = pageLines(content.items.filter(isText).map((item) => ({ ...item, transform: Util.transform(transform, item.transform) })));
      pages.push({ number, lineOffset, lines });
      lineOffset += lines.length;
      page.cleanup();
    }
    if (lineOffset === 0) throw new PdfProblem(PDF_MSG.scanned);
    return pages;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const message = UNREADABLE[name];
    throw message ? new PdfProblem(message) : error;
  } finally {
    await task.destroy();
  }
}

const isText = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;

/** `%PDF-` in the first kilobyte (the format allows bytes before it). */
function startsAsPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-');
}
