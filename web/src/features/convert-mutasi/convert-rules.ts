/** Convert Mutasi's choices and rules (docs/spec/part-2.md, sections 2, 5 and 8). */
import type { FilePath } from '../../lib/download.ts';

export interface ConvertBank {
  id: 'bni-mobile' | 'mandiri' | 'qris';
  label: string;
  /** POST multipart, file in `myfile`; answers the template CSV. */
  path: FilePath<'POST'>;
  /** Where the resulting CSV is uploaded on the Upload page. */
  uploadAs: string;
}

export const CONVERT_BANKS: readonly ConvertBank[] = [
  { id: 'bni-mobile', label: 'BNI Mobile Banking', path: '/api/uploadfixbnimobileformat', uploadAs: 'Bank Settlement › Bank › BNI Mobile' },
  { id: 'mandiri', label: 'Mandiri', path: '/api/uploadfixmandiriformat', uploadAs: 'Bank Settlement › Bank › Mandiri' },
  { id: 'qris', label: 'QRIS', path: '/api/uploadfixqrisformat', uploadAs: 'Bank Settlement › QRIS (Nexus) atau QRIS (Luxe)' },
];

export const bankById = (id: string): ConvertBank | undefined => CONVERT_BANKS.find((b) => b.id === id);

export const CONVERT_MSG = {
  chooseBankFirst: 'Please select a bank first.',
  badFileName: '❌ File harus .xls atau .xlsx',
  oneFile: '❌ Hanya 1 file per konversi.',
  missing: '❌ Please select a bank and file.',
  failed: '❌ Conversion failed.',
  done: '✅ File converted and downloaded successfully!',
  processing: 'Processing...',
  /** The server's words for an encrypted workbook (server/src/modules/convert/messages.ts; docs/formats.md, Convert Mutasi). */
  passwordNeeded: 'File Excel ini dilindungi password. Isi kolom Password file lalu coba lagi.',
  wrongPassword: 'Password file salah.',
} as const;

/** Whether a refusal is about the file's password: the page shows it by the password field and moves the focus there. */
export const isPasswordProblem = (message: string): boolean => message === CONVERT_MSG.passwordNeeded || message === CONVERT_MSG.wrongPassword;

const EXCEL_NAME = /\.xlsx?$/i;

export const isExcelName = (name: string): boolean => EXCEL_NAME.test(name);

/** `Mutasi Juli.xlsx` -> `Mutasi Juli.csv`: the original name with a .csv ending (spec). */
export function csvNameFor(excelName: string): string {
  const base = excelName.replace(EXCEL_NAME, '').trim();
  return `${base || 'mutasi'}.csv`;
}

/** The problem with the files picked or dropped, or null when there is exactly one Excel file. */
export function fileProblem(files: readonly File[]): string | null {
  if (files.length > 1) return CONVERT_MSG.oneFile;
  const file = files[0];
  if (!file) return null;
  return isExcelName(file.name) ? null : CONVERT_MSG.badFileName;
}

export const formatSize = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
