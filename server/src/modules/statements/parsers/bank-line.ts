import type { BankCode } from '../../../parsing/banks.ts';
import type { LocalDateTime } from '../../../parsing/datetime.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { senderBankOfBiFastReference, type Describe, type DescriptionFacts } from '../description/facts.ts';
import type { Direction, StatementLine } from '../statement-line.ts';

/** What a bank statement row itself says, before its description is interpreted. */
export interface RowFields {
  line: number;
  when: LocalDateTime;
  pending?: boolean;
  direction: Direction;
  amountSen: number;
  balanceSen: number | null;
  description: string;
  /** Columns of the file that state these outright win over what the description suggests. */
  reference?: string;
  counterpartyName?: string;
  counterpartyAccount?: string;
}

/**
 * The row's own fields and what its description tells (description/<bank>.ts): a statement line. A credit whose
 * narrative names no bank but whose BI-FAST reference names the sending bank comes from that bank; not money coming
 * back, whose reference is the payout's, sent by the statement's own bank.
 */
export function statementLine(row: RowFields, described: DescriptionFacts): StatementLine {
  const reference = row.reference || described.reference;
  return {
    line: row.line,
    date: row.when.date,
    time: row.when.time,
    pending: row.pending ?? false,
    direction: row.direction,
    amountSen: row.amountSen,
    grossSen: described.grossSen,
    feeSen: described.feeSen,
    balanceSen: row.balanceSen,
    description: row.description,
    channel: described.channel,
    counterpartyName: row.counterpartyName || described.counterpartyName,
    counterpartyAccount: row.counterpartyAccount || described.counterpartyAccount,
    counterpartyBank: described.counterpartyBank || (described.channel === 'RETURN' ? '' : sendingBank(row, described)),
    reference,
  };
}

/** A line whose narrative rules read its whole description. */
export function describedLine(row: RowFields, describe: Describe): StatementLine {
  return statementLine(row, describe(row.description, row.direction, row.amountSen));
}

/** The columns most bank layouts share: a date, a text, money out and money in, a balance. */
type DebitCreditKey = 'date' | 'description' | 'debit' | 'credit' | 'balance';

/** What a row of such a layout says; a layout without a balance column gives `null`. */
export function debitCreditFields<K extends string>(cells: RowCells<K | DebitCreditKey>): RowFields {
  const when = cells.requiredDateTime('date');
  const { direction, amountSen } = cells.debitCredit('debit', 'credit');
  return { line: cells.line, when, direction, amountSen, balanceSen: cells.amount('balance'), description: cells.text('description') };
}

/** The sending bank a credit's BI-FAST reference names: the reference column's, or one the narrative holds (BNI's journal column is no BI-FAST reference). */
function sendingBank(row: RowFields, described: DescriptionFacts): BankCode | '' {
  return senderBankOfBiFastReference(row.reference ?? '', row.direction) || senderBankOfBiFastReference(described.reference, row.direction);
}
