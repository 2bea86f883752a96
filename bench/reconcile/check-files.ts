/**
 * Reads every generated file back with the server's own parsers (the ones the upload endpoints use) before anything
 * is uploaded, and compares with the generated rows. A file the server refuses, or misreads where it matters to the
 * books (row count, amount, direction, date, time, PEND, reference), is reported with the server's message and kept
 * out of the judged data (its lines are taken out before the truth is computed, and it is not uploaded): the parsers
 * are another engineer's, and the bench must not measure their bugs as the matcher's. What a parser reads
 * differently but the matcher may still cope with (a name, an account number, the bank, a fee or a return not
 * recognised as such) is counted and shown, and the file is judged.
 */
import { dmyHms } from './clock.ts';
import type { UploadFile } from './files.ts';
import type { GeneratedLine, SyntheticDays } from './model.ts';
import { decodeUpload } from '../../server/src/parsing/decode.ts';
import { UPLOAD_ENDPOINTS } from '../../server/src/modules/uploads/endpoints.ts';
import { NON_PLAYER_CHANNELS, type StatementLine } from '../../server/src/modules/statements/statement-line.ts';
import type { BoDeposit, BoWithdraw } from '../../server/src/modules/bo/bo-row.ts';

export interface FileProblem {
  file: string;
  message: string;
}

export interface FileCheck {
  files: number;
  rows: number;
  /** Files refused or misread: not uploaded, their lines out of the judged data. */
  excluded: FileProblem[];
  /** Soft differences by kind (`name`, `account`, `FEE read as OTHER`...): count and a few examples. */
  soft: Map<string, { count: number; examples: string[] }>;
  /** Lines that show the sender's bank, and how many of them the parser gave a counterparty bank. */
  bankShown: number;
  bankRead: number;
  warnings: string[];
}

const loose = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
const KIND_CHANNEL: Record<string, string> = { FEE: 'FEE', INTEREST: 'INTEREST', TAX: 'TAX', RETURN: 'RETURN' };

type Parsed = { ok: true; rows: (StatementLine | BoDeposit | BoWithdraw)[]; warnings: string[] } | { ok: false; error: string };

function parse(file: UploadFile, isoDate: string): Parsed {
  const spec = UPLOAD_ENDPOINTS[file.endpoint];
  if (!spec) return { ok: false, error: `no upload endpoint ${file.endpoint}` };
  const decoded = decodeUpload(Buffer.from(file.content));
  if (!decoded.ok) return { ok: false, error: decoded.error };
  const result =
    spec.kind === 'STATEMENT' ? spec.format(file.fields.provider ?? '')!.parse(decoded.text, { statementDate: isoDate }) : spec.format.parse(decoded.text);
  if (!result.ok) return { ok: false, error: result.error };
  return { ok: true, rows: result.rows, warnings: 'warnings' in result ? (result.warnings as string[]) : [] };
}

function hardProblems(parsed: StatementLine, line: GeneratedLine): string[] {
  const at = dmyHms(line.at);
  const when = `${parsed.date.split('-').reverse().join('/')}${parsed.time ? ` ${parsed.time}` : ''}`;
  const want = line.timeShown ? at : at.slice(0, 10);
  const reference = line.reference;
  return [
    parsed.amountSen !== line.amountSen && `amount ${parsed.amountSen} != ${line.amountSen}`,
    parsed.direction !== line.direction && `direction ${parsed.direction} != ${line.direction}`,
    when !== want && `date/time ${when} != ${want}`,
    parsed.pending !== line.pending && `PEND ${parsed.pending} != ${line.pending}`,
    reference !== '' && parsed.reference !== reference && `reference '${parsed.reference}' != '${reference}'`,
  ].filter((p): p is string => typeof p === 'string');
}

function soft(check: FileCheck, kind: string, example: string): void {
  const entry = check.soft.get(kind) ?? { count: 0, examples: [] };
  entry.count++;
  if (entry.examples.length < 3) entry.examples.push(example);
  check.soft.set(kind, entry);
}

function compareSoft(check: FileCheck, file: string, parsed: StatementLine, line: GeneratedLine): void {
  const where = `${file} line ${parsed.line} (${line.description || line.reference})`;
  const expected = KIND_CHANNEL[line.lineKind];
  if (expected && parsed.channel !== expected) soft(check, `${line.lineKind} line read as channel ${parsed.channel}`, where);
  if (!expected && (NON_PLAYER_CHANNELS as readonly string[]).includes(parsed.channel))
    soft(check, `${line.lineKind} line read as channel ${parsed.channel}`, where);
  if (line.lineKind !== 'PLAYER') return;
  if (loose(parsed.counterpartyName) !== loose(line.shownName))
    soft(check, 'name read differently', `${where}: read '${parsed.counterpartyName}', shows '${line.shownName}'`);
  if (line.shownAccount !== '' && parsed.counterpartyAccount !== line.shownAccount)
    soft(check, 'account number read differently', `${where}: read '${parsed.counterpartyAccount}', shows '${line.shownAccount}'`);
  if (line.shownBank !== '') {
    check.bankShown++;
    if (parsed.counterpartyBank !== '') {
      check.bankRead++;
      if (parsed.counterpartyBank !== line.shownBank)
        soft(check, 'sender bank read differently', `${where}: read '${parsed.counterpartyBank}', shows '${line.shownBank}'`);
    } else {
      soft(check, 'sender bank not read', `${where}: shows '${line.shownBank}'`);
    }
  }
}

export function checkFiles(days: SyntheticDays, files: readonly UploadFile[]): FileCheck {
  const check: FileCheck = { files: files.length, rows: 0, excluded: [], soft: new Map(), bankShown: 0, bankRead: 0, warnings: [] };
  for (const file of files) {
    const parsed = parse(file, days.days[file.day]!);
    if (!parsed.ok) {
      check.excluded.push({ file: file.name, message: `refused: ${parsed.error}` });
      continue;
    }
    if (parsed.rows.length !== file.rows) {
      check.excluded.push({ file: file.name, message: `misread: ${parsed.rows.length} rows read, ${file.rows} written` });
      continue;
    }
    check.rows += parsed.rows.length;
    for (const w of parsed.warnings) check.warnings.push(`${file.name}: ${w}`);
    if (file.source !== 'STATEMENT') {
      const expected =
        file.source === 'BO_DEPOSIT'
          ? days.deposits.filter((d) => d.website === file.website && d.day === file.day)
          : days.withdrawals.filter((w) => w.website === file.website && w.day === file.day);
      const bad = (parsed.rows as (BoDeposit | BoWithdraw)[]).findIndex((row, i) => {
        const want = expected[i]!;
        const amount = 'depoAmountSen' in row ? row.depoAmountSen : row.amountSen;
        // An afternoon export shows an amount the panel corrected since as it was then.
        const amounts = [want.amountSen, ...('earlierAmountSen' in want && want.earlierAmountSen !== undefined ? [want.earlierAmountSen] : [])];
        return row.ticketNo !== want.ticket || !amounts.includes(amount) || row.userName !== want.username;
      });
      if (bad >= 0) check.excluded.push({ file: file.name, message: `misread: row ${bad + 1} is not ${expected[bad]!.ticket}` });
      continue;
    }
    const rows = parsed.rows as StatementLine[];
    const problems = rows.flatMap((row, i) => hardProblems(row, file.lines[i]!).map((p) => `line ${row.line}: ${p}`));
    if (problems.length > 0) {
      check.excluded.push({ file: file.name, message: `misread: ${problems.length} problems, e.g. ${problems.slice(0, 3).join('; ')}` });
      continue;
    }
    rows.forEach((row, i) => compareSoft(check, file.name, row, file.lines[i]!));
  }
  return check;
}
