/**
 * Reads every generated file back with the server's own parsers (the ones the upload endpoints use) before anything
 * is uploaded, and compares with the generated rows: if the files drifted from the formats, the bench would measure
 * its own bugs instead of the matcher. Count, amounts, direction, booking time, reference and fee tagging must agree
 * (else this throws); a name read differently from what the generator meant is only reported, since name reading is
 * the parsers' business and may legitimately improve.
 */
import { dmyHms } from './clock.ts';
import type { UploadFile } from './files.ts';
import type { GeneratedLine, SyntheticDays } from './model.ts';
import { decodeUpload } from '../../server/src/parsing/decode.ts';
import { UPLOAD_ENDPOINTS } from '../../server/src/modules/uploads/endpoints.ts';
import type { StatementLine } from '../../server/src/modules/statements/statement-line.ts';
import type { BoDeposit, BoWithdraw } from '../../server/src/modules/bo/bo-row.ts';

export interface FileCheck {
  files: number;
  rows: number;
  /** Lines whose name the parser reads differently from the name the generator wrote (examples). */
  nameDifferences: string[];
  nameDifferenceCount: number;
}

const loose = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim();

function parse(file: UploadFile, isoDate: string): StatementLine[] | BoDeposit[] | BoWithdraw[] {
  const spec = UPLOAD_ENDPOINTS[file.endpoint];
  if (!spec) throw new Error(`${file.name}: no upload endpoint ${file.endpoint}`);
  const decoded = decodeUpload(Buffer.from(file.content));
  if (!decoded.ok) throw new Error(`${file.name}: ${decoded.error}`);
  const result = spec.kind === 'STATEMENT' ? spec.format(file.fields.provider ?? '')!.parse(decoded.text, { statementDate: isoDate }) : spec.format.parse(decoded.text);
  if (!result.ok) throw new Error(`${file.name} does not parse: ${result.error}`);
  if (result.rows.length !== file.rows) throw new Error(`${file.name}: parsed ${result.rows.length} rows, wrote ${file.rows}`);
  return result.rows;
}

function compareLine(file: string, parsed: StatementLine, line: GeneratedLine, check: FileCheck): void {
  const at = dmyHms(line.at);
  const when = `${parsed.date.split('-').reverse().join('/')} ${parsed.time ?? ''}`;
  const problems = [
    parsed.amountSen !== line.amountSen && `amount ${parsed.amountSen} != ${line.amountSen}`,
    parsed.direction !== line.direction && `direction ${parsed.direction} != ${line.direction}`,
    when !== at && `time ${when} != ${at}`,
    parsed.reference !== line.reference && `reference '${parsed.reference}' != '${line.reference}'`,
    (parsed.channel === 'FEE') !== (line.kind === 'fee') && `channel ${parsed.channel} for a ${line.kind} line`,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${file} line ${parsed.line} (${line.description || line.reference}): ${problems.join('; ')}`);
  const nameMatters = line.kind !== 'fee' && line.kind !== 'internal';
  const nameRead = nameMatters && loose(parsed.counterpartyName) === loose(line.counterpartyName);
  const accountRead = line.counterpartyAccount === '' || parsed.counterpartyAccount === line.counterpartyAccount;
  if (nameMatters && (!nameRead || !accountRead)) {
    check.nameDifferenceCount++;
    if (check.nameDifferences.length < 5) {
      check.nameDifferences.push(`${file} line ${parsed.line}: read '${parsed.counterpartyName}'/'${parsed.counterpartyAccount}', meant '${line.counterpartyName}'/'${line.counterpartyAccount}'`);
    }
  }
}

export function checkFiles(days: SyntheticDays, files: readonly UploadFile[]): FileCheck {
  const check: FileCheck = { files: files.length, rows: 0, nameDifferences: [], nameDifferenceCount: 0 };
  for (const file of files) {
    const rows = parse(file, days.days[file.day]!);
    check.rows += rows.length;
    if (file.source === 'BO_DEPOSIT' || file.source === 'BO_WITHDRAW') {
      const expected = file.source === 'BO_DEPOSIT' ? days.deposits.filter((d) => d.day === file.day) : days.withdrawals.filter((w) => w.day === file.day);
      (rows as (BoDeposit | BoWithdraw)[]).forEach((row, i) => {
        const want = expected[i]!;
        const amount = 'depoAmountSen' in row ? row.depoAmountSen : row.amountSen;
        if (row.ticketNo !== want.ticket || amount !== want.amountSen || row.userName !== want.username) {
          throw new Error(`${file.name} line ${row.line}: read ${row.ticketNo} ${row.userName} ${amount}, wrote ${want.ticket} ${want.username} ${want.amountSen}`);
        }
      });
      continue;
    }
    const generated = days.statements.find((s) => s.kind === file.source && s.day === file.day)!.lines;
    (rows as StatementLine[]).forEach((row, i) => compareLine(file.name, row, generated[i]!, check));
  }
  return check;
}
