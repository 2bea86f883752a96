/**
 * Which files the Upload page takes: comma or semicolon separated .csv, and the tab-separated text banks
 * give (KlikBCA's "Pratinjau Data" copied into a .txt or .tsv file). The server reads all three the same way: the
 * separator is found from the content, not from the name. One rule for the page and the server.
 */
import { UPLOAD_ENDPOINT_NAMES, uploadEndpointFacts } from './upload-endpoints.ts';

export const UPLOAD_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt'] as const;

/** The uploads that also take the bank's monthly e-Statement as a PDF (its text layer is read; docs/formats-banks.md). */
export const PDF_UPLOAD_ENDPOINTS: readonly string[] = UPLOAD_ENDPOINT_NAMES.filter((name) => {
  const facts = uploadEndpointFacts(name);
  return facts.kind === 'STATEMENT' && facts.pdf === true;
});

export const isPdfFileName = (name: string): boolean => name.toLowerCase().endsWith('.pdf');

/** A name the upload `endpoint` (without /api/) takes: the three text kinds, and .pdf where the bank's e-Statement is read. */
export const isUploadFileName = (name: string, endpoint?: string): boolean =>
  UPLOAD_FILE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext)) ||
  (endpoint !== undefined && PDF_UPLOAD_ENDPOINTS.includes(endpoint) && isPdfFileName(name));

/** The spec's '❌ File harus .csv', naming the others as well. */
export const NOT_AN_UPLOAD_FILE = '❌ File harus .csv (atau .tsv / .txt dari bank)';
export const NOT_AN_UPLOAD_FILE_OR_PDF = '❌ File harus .csv (atau .tsv / .txt dari bank, atau e-Statement .pdf)';

/**
 * Where a refused file belongs, when it is a known layout of another upload category: the upload endpoint (without
 * /api/) and, for the Manual Bank / Wallet category, its provider (BRI). Sent as `switch_to` beside the 400's message;
 * the Upload page offers to switch the form there in one click.
 */
export interface UploadSwitch {
  endpoint: string;
  provider: string | null;
}
