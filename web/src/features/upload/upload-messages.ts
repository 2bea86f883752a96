/** The upload page's messages (spec part 1 sections 5 and 8) and how an answer becomes one. Pure. */
import { isUploadFileName, NOT_AN_UPLOAD_FILE, type UploadPreview, type UploadSwitch } from '@auto-checker/contract';
export const UPLOAD_MSG = {
  notCsv: NOT_AN_UPLOAD_FILE,
  noFile: '❌ Harap pilih file terlebih dahulu.',
  noProvider: '❌ Harap pilih Provider terlebih dahulu.',
  noWebsite: '❌ Harap pilih website terlebih dahulu.',
  noAccount: '❌ Harap pilih Akun terlebih dahulu.',
  noBcaAccount: 'Harap pilih akun BCA terlebih dahulu.',
  /** BCA is the spec's; BNI Mobile and BNI Internet Banking say what the server would say. */
  noDate: (statement: string) => `Tanggal wajib diisi untuk mutasi ${statement}.`,
  noAccountId: 'Gagal membaca account_id dari token.',
  noQrisLuxeWebsite: 'Website wajib dipilih untuk QRIS Luxe.',
  noBoMode: '❌ Pilih mode deposit (Deposit / Deposit (QRIS)).',
  unknownBo: '❌ Kombinasi BO tidak dikenali.',
  unknownBank: '❌ Bank tidak dikenali.',
  unknownManualBank: '❌ Bank manual tidak dikenali.',
  alreadyThere: (when: string) => `ℹ️ Data sudah ada untuk tanggal ${when}`,
  added: (n: number) => `✅ ${n} data berhasil ditambahkan.`,
  failed: (reason: string) => `❌ Upload failed: ${reason}`,
};

/** .csv by type, or a name the server takes for `endpoint` (.csv, .tsv, .txt, and .pdf for BCA and BNI; spec section 5 and issue 18). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>, endpoint?: string): boolean {
  return file.type === 'text/csv' || isUploadFileName(file.name, endpoint);
}

/** '12.34 KB'. */
export function fileSizeLabel(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** What every upload endpoint answers (DESIGN 6c); `added` and the rest are our fuller summary. */
export interface UploadResponse {
  status: boolean;
  data: { message: string }[];
  added?: number;
  duplicates?: number;
  matched?: number;
  warnings?: string[];
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
 * status true: nothing new ('ℹ️ Data sudah ada untuk tanggal ...', with the statement date sent, else
 * naming the file, whose rows carry their own dates); one item: its message; several: '✅ N data ...'.
 */
export function uploadOutcome(res: UploadResponse, sent: { date?: string; fileName: string }): UploadOutcome {
  const items = Array.isArray(res.data) ? res.data : [];
  const counts = [res.added, res.duplicates, res.matched];
  const summary = counts.every((n) => typeof n === 'number')
    ? `${res.added} baru, ${res.duplicates} sudah ada, ${res.matched} cocok otomatis`
    : undefined;
  const warnings = Array.isArray(res.warnings) ? res.warnings : [];
  if (res.status === true) {
    return { kind: 'info', text: UPLOAD_MSG.alreadyThere(sent.date || `dalam file ${sent.fileName}`), summary, warnings };
  }
  const text = items.length === 1 ? items[0]!.message : UPLOAD_MSG.added(items.length);
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
  typeof value === 'object' && value !== null && typeof (value as UploadSwitch).endpoint === 'string' &&
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
