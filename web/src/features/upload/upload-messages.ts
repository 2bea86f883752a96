/** The upload page's messages (docs/spec/part-1.md sections 5 and 8) and how an answer becomes one. Pure. */
import { dayMonYear, isUploadFileName, UPLOAD_MSG, type UploadAnswer, type UploadPreview, type UploadSwitch } from '@auto-checker/contract';
/** .csv by type, or a name the server takes for `endpoint` (.csv, .tsv, .txt, and .pdf for BCA and BNI; spec section 5 and docs/formats.md). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>, endpoint?: string): boolean {
  return file.type === 'text/csv' || isUploadFileName(file.name, endpoint);
}

/** '12.34 KB'. */
export function fileSizeLabel(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** What an upload endpoint answers: the contract's UploadAnswer, read defensively (an older server may leave out our fields). */
export type UploadResponse = Pick<UploadAnswer, 'status' | 'data'> & Partial<Omit<UploadAnswer, 'status' | 'data'>>;

/** How many dates 'Data sudah ada untuk tanggal ...' names before it says how many more. */
export const DATES_NAMED = 3;

/** '03-Jul-2026, 04-Jul-2026, 05-Jul-2026 dan 2 tanggal lainnya'; '' when there is no date. */
export function datesList(isoDates: readonly string[], named = DATES_NAMED): string {
  const words = isoDates.map((d) => dayMonYear(d) || d).filter((d) => d !== '');
  const more = words.length - named;
  return more > 0 ? `${words.slice(0, named).join(', ')} dan ${more} tanggal lainnya` : words.join(', ');
}

export interface UploadOutcome {
  kind: 'success' | 'error' | 'info';
  /** The spec's message. */
  text: string;
  /** Ours, beside it: '812 baru, 40 sudah ada, 790 cocok otomatis'. */
  summary?: string;
  warnings: string[];
  /** A refused file that belongs to another category: where (the server's switch_to). */
  switchTo?: UploadSwitch;
  /** The file the message is about (the form may hold another by the time it is read). */
  file?: string;
}

/**
 * status true: nothing new ('ℹ️ Data sudah ada untuk tanggal ...', with the statement date sent, else the dates the
 * server names for the file's rows, else naming the file); one row added: its message; several: '✅ N data ...', N the
 * rows added (not the messages listed: a big upload lists the first 1,000).
 */
export function uploadOutcome(res: UploadResponse, sent: { date?: string; fileName: string }): UploadOutcome {
  const items = Array.isArray(res.data) ? res.data : [];
  const counts = [res.added, res.duplicates, res.matched];
  const summary = counts.every((n) => typeof n === 'number') ? `${res.added} baru, ${res.duplicates} sudah ada, ${res.matched} cocok otomatis` : undefined;
  const warnings = Array.isArray(res.warnings) ? res.warnings : [];
  if (res.status === true) {
    const dates = Array.isArray(res.statement_dates) ? datesList(res.statement_dates) : '';
    return { kind: 'info', text: UPLOAD_MSG.alreadyThere(sent.date || dates || `dalam file ${sent.fileName}`), summary, warnings };
  }
  // The server lists the first 1,000 rows' messages and one line for the rest: the count is `added` when it says so.
  const added = typeof res.added === 'number' ? res.added : items.length;
  const text = items.length === 1 && added <= 1 ? items[0]!.message : UPLOAD_MSG.added(added);
  return { kind: 'success', text, summary, warnings };
}

/** '❌ Upload failed: ' and the server's message (without a second ❌), or 'Unknown error'; where the file belongs, when the server says. */
export function uploadFailure(message: string | undefined, body?: unknown): UploadOutcome {
  const reason = (message ?? '').replace(/^❌\s*/u, '').trim();
  const target = typeof body === 'object' && body !== null ? (body as { switch_to?: unknown }).switch_to : undefined;
  const switchTo = isUploadSwitch(target) ? target : undefined;
  return { kind: 'error', text: UPLOAD_MSG.failed(reason || 'Unknown error'), warnings: [], ...(switchTo ? { switchTo } : {}) };
}

const isUploadSwitch = (value: unknown): value is UploadSwitch =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadSwitch).endpoint === 'string' &&
  ((value as UploadSwitch).provider === null || typeof (value as UploadSwitch).provider === 'string');

/**
 * What the preview read, in a sentence: 'Dibaca sebagai CSV KlikBCA Bisnis: 412 baris (400 masuk, 12 keluar, 2 bukan
 * transaksi pemain).' A BO file has no directions: only its rows.
 */
export function previewSummary(preview: Pick<UploadPreview, 'layout' | 'rows' | 'credits' | 'debits' | 'not_for_matching'>): string {
  const parts = [`${preview.credits} masuk`, `${preview.debits} keluar`];
  if (preview.not_for_matching > 0) parts.push(`${preview.not_for_matching} bukan transaksi pemain`);
  const detail = preview.credits + preview.debits > 0 ? ` (${parts.join(', ')})` : '';
  return `Dibaca sebagai ${preview.layout}: ${preview.rows} baris${detail}.`;
}
