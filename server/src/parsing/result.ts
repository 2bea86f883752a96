/** A refusal: the first problem of a file, in words for the user (nothing is stored then). */
/** A refusal; `lookalike`: the id of another category's layout the file is (the upload offers to switch to it). */
export type Failure = { ok: false; error: string; lookalike?: string };

/** What every parser answers: the rows, or the first error with its line (nothing is stored then). */
export type ParseResult<Row> =
  | {
      ok: true;
      rows: Row[];
      /** Id of the layout the file was read as, e.g. 'bca-bisnis' (docs/formats.md, "How a file is read"). */
      variant: string;
      /** That layout's label, as users know it: 'CSV KlikBCA Bisnis', 'template BCA'. */
      layout: string;
      warnings: string[];
      /** The account number the file states (digits), where it states one: the upload checks it against the chosen account. */
      account?: string;
    }
  | Failure;

export const fail = (error: string): Failure => ({ ok: false, error });

/** A bad row: 'Baris 12: tanggal '31/02/2026' tidak valid'. */
export const rowError = (line: number, reason: string): Failure => fail(`Baris ${line}: ${reason}`);

/** The file is not the chosen format: say what was expected and what was found. */
export function wrongFile(format: string, expected: readonly string[], found: readonly string[]): Failure {
  const seen = found.filter(Boolean).slice(0, 12).join(', ') || '(tidak ada kolom)';
  return fail(`File bukan format ${format}. Kolom yang diharapkan: ${expected.join(', ')}. Ditemukan: ${seen}.`);
}

/** A header and nothing under it (the header's line as the file or the workbook counts it). */
export const noRows = (format: string, headerLine: number): string =>
  `File ${format} tidak berisi transaksi: tidak ada baris data di bawah header (baris ${headerLine}).`;
