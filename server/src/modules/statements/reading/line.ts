import type { LocalDateTime } from '../../../parsing/datetime.ts';
import type { DescriptionFacts } from '../description/facts.ts';
import type { Direction, StatementLine } from '../statement-line.ts';

/** What a row itself says, before its description is interpreted. */
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

export function statementLine(row: RowFields, described: DescriptionFacts): StatementLine {
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
    counterpartyBank: described.counterpartyBank,
    reference: row.reference || described.reference,
  };
}
