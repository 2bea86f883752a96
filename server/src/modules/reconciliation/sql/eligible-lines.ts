import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Channel } from '../../statements/statement-line.ts';
import type { Side } from '@auto-checker/contract';
import { ELIGIBLE_LINES } from '../engine/eligibility.ts';

/**
 * ELIGIBLE_LINES as a SQL condition on statement_line (aliased `alias`, or unqualified): the one way the matcher, a
 * person's approval and View Mutasi's line kinds (review/line-kinds.ts) tell the lines that can back a row of a side.
 */
export function eligibleLines(side: Side, alias = ''): RawBuilder<SqlBool> {
  const rule = ELIGIBLE_LINES[side];
  const col = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const channels = rule.excludedChannels.length > 0 ? sql`and ${col('channel')} not in (${sql.join(rule.excludedChannels)})` : sql``;
  return sql<SqlBool>`(${col('direction')} = ${rule.direction} and (${col('jenis')} is null or ${col('jenis')} = ${rule.jenis}) ${channels})`;
}

/**
 * Money coming back to an account of the side: every credit of a withdraw account, and a gateway's return. Never a
 * candidate, but a withdrawal run reads them to find the payouts that came back (returns.ts). Deposits have none.
 */
export function moneyBackLines(side: Side, alias = ''): RawBuilder<SqlBool> {
  if (side === 'DEPOSIT') return sql<SqlBool>`false`;
  const col = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const payouts = ELIGIBLE_LINES.WITHDRAW,
    back = ELIGIBLE_LINES.DEPOSIT.direction,
    returned: Channel = 'RETURN';
  return sql<SqlBool>`(${col('direction')} = ${back} and (${col('jenis')} = ${payouts.jenis} or (${col('jenis')} is null and ${col('channel')} = ${returned})))`;
}
