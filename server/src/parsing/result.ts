/** What every parser answers: the rows, or the first error with its line (nothing is stored then). */
export type ParseResult<Row> =
  | { ok: true; rows: Row[]; /** which variant of the format was recognised, e.g. 'bca-bisnis' */ variant: string; warnings: string[] }
  | { ok: false; error: string };

export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A bad row: 'Baris 12: tanggal '31/02/2026' tidak valid'. */
export const rowError = (line: number, reason: string) => fail(`Baris ${line}: ${reason}`);

/** The file is not the chosen format: say what was expected and what was found. */
export function wrongFile(format: string, expected: readonly string[], found: readonly string[]): { ok: false; error: string } {
  const seen = found.filter(Boolean).slice(0, 12).join(', ') || '(tidak ada kolom)';
  return fail(`File bukan format ${format}. Kolom yang diharapkan: ${expected.join(', ')}. Ditemukan: ${seen}.`);
}
