import { hash } from 'node:crypto';
import type { StatementLine } from '../statements/statement-line.ts';

/** SHA-256 of the parts as JSON, base64url: what every stored key is, so it never changes. crypto.hash, one call a key, is 1.4 times as fast as createHash. */
const digest = (parts: readonly (string | number | null)[]) => hash('sha256', JSON.stringify(parts), 'base64url');

/**
 * Keys that make re-uploads idempotent (docs/design.md section 6b). A statement line is identified by where it was
 * booked and what it says, plus its occurrence among identical lines of the same file: two genuine
 * transfers of Rp100.000 from one person in one minute stay two lines, and uploading the same file
 * (or an overlapping one) again adds nothing.
 */
export function statementRowKeys(scope: string, lines: readonly StatementLine[]): string[] {
  return lines.map(statementRowKeyMaker(scope));
}

/** statementRowKeys one line at a time, in file order: a file's lines may be keyed in batches (statement-batch.ts). */
export function statementRowKeyMaker(scope: string): (line: StatementLine) => string {
  const seen = new Map<string, number>();
  return (l) => {
    const identity = digest([scope, l.date, l.time, l.pending ? 'PEND' : '', l.direction, l.amountSen, l.balanceSen, l.description, l.reference]);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return `${identity}:${occurrence}`;
  };
}

/** A BO row is the panel's ticket: one ticket per website, whatever file it arrives in. */
export function boRowKey(kind: 'DEPO' | 'WD', websiteCode: string, ticketNo: string): string {
  return digest([kind, websiteCode, ticketNo.trim().toUpperCase()]);
}
