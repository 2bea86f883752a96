/**
 * An upload's file read: decoded, parsed by its endpoint's parser, and made ready for what follows (a preview, BO
 * rows to store, statement lines as COPY text). Pure work on bytes, no database: it runs in a worker thread
 * (workers/tasks.ts), so that a 100k-line statement does not stop the server answering everyone else.
 */
import { isPdfFileName, UPLOAD_MSG, type JenisTransaksi, type UploadPreview } from '@auto-checker/contract';
import { decodeUpload } from '../../parsing/decode.ts';
import { operatorAccount } from '../../parsing/operator-account.ts';
import { sameAccountNumber } from '../../parsing/account-number.ts';
import { fail, type Failure, type ParseResult } from '../../parsing/result.ts';
import type { BoDeposit, BoWithdraw } from '../bo/bo-row.ts';
import type { StatementLine } from '../statements/statement-line.ts';
import { UPLOAD_ENDPOINTS } from './endpoints.ts';
import { previewOf } from './preview.ts';
import { statementBatch, type StatementBatch } from './statement-batch.ts';

export interface ReadFileInput {
  endpoint: string;
  /** The form's provider (the manual category's bank), as resolveForm kept it. */
  provider: string | null;
  fileName: string;
  bytes: Uint8Array;
  statementDate: string | null;
  jenis: JenisTransaksi | null;
  websiteCode: string;
  bankAccountId: number | null;
  /** The chosen account's number (digits); a file that states another is refused. */
  accountNumber: string | null;
  /** The statement format's id (statement_line.source), and the row keys' space of its lines (service.ts checkUpload). */
  format: string;
  keyScope: string;
  purpose: 'store' | 'preview';
}

export type ReadFileOutput =
  | Failure
  | { ok: true; preview: UploadPreview; destinations: string[] }
  | { ok: true; kind: 'STATEMENT'; batch: StatementBatch; warnings: string[]; destinations: string[] }
  | { ok: true; kind: 'BO_DEPOSIT'; rows: BoDeposit[]; warnings: string[]; destinations: string[] }
  | { ok: true; kind: 'BO_WITHDRAW'; rows: BoWithdraw[]; warnings: string[]; destinations: string[] };

export async function readFile(input: ReadFileInput): Promise<ReadFileOutput> {
  const spec = UPLOAD_ENDPOINTS[input.endpoint]!;
  const context = input.statementDate ? { statementDate: input.statementDate } : {};
  const pdf = spec.kind === 'STATEMENT' ? spec.pdfFormat : undefined;
  let parsed: ParseResult<StatementLine | BoDeposit | BoWithdraw>;
  if (pdf && isPdfFileName(input.fileName)) {
    parsed = await pdf.parse(input.bytes, context);
  } else {
    const decoded = decodeUpload(input.bytes);
    if (!decoded.ok) return fail(decoded.error);
    parsed = spec.kind === 'STATEMENT' ? spec.format(input.provider ?? '')!.parse(decoded.text, context) : spec.format.parse(decoded.text);
  }
  if (!parsed.ok) return parsed;
  if (parsed.rows.length === 0) return fail('File tidak berisi transaksi.');
  // A statement of another account than the one chosen: its lines would back the deposits and payouts of the wrong
  // account (docs/formats-banks.md, "The account the file names").
  if (parsed.account !== undefined && input.accountNumber && !sameAccountNumber(parsed.account, input.accountNumber)) {
    return fail(UPLOAD_MSG.otherAccount(parsed.account, input.accountNumber));
  }
  // The operator's accounts the BO rows name (their Corporate Bank cell), each once: the upload checks they are not
  // another website's (service.ts).
  const destinations =
    spec.kind === 'STATEMENT'
      ? []
      : [
          ...new Set(
            (parsed.rows as (BoDeposit | BoWithdraw)[]).map((row) => operatorAccount('corporateBank' in row ? row.corporateBank : row.corpBank).number),
          ),
        ].filter(Boolean);
  if (input.purpose === 'preview') return { ok: true, preview: previewOf(spec.kind, input.jenis, parsed), destinations };
  const { warnings } = parsed;
  if (spec.kind === 'BO_DEPOSIT') return { ok: true, kind: spec.kind, rows: parsed.rows as BoDeposit[], warnings, destinations };
  if (spec.kind === 'BO_WITHDRAW') return { ok: true, kind: spec.kind, rows: parsed.rows as BoWithdraw[], warnings, destinations };
  const { websiteCode, bankAccountId, format: source, jenis, statementDate, keyScope } = input;
  return {
    ok: true,
    kind: 'STATEMENT',
    batch: statementBatch({ websiteCode, bankAccountId, source, jenis, statementDate, keyScope }, parsed.rows as StatementLine[]),
    warnings,
    destinations,
  };
}
