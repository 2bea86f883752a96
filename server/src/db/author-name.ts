import { sql, type AliasedRawBuilder } from 'kysely';

/**
 * The name of the account an id column names (`created_by`, `last_edited_by` of a master-data row), selected as
 * `alias`. Lists show names, not ids: a CHECKER cannot look accounts of other websites up, and an account removed
 * since leaves null.
 */
export function authorName<A extends string>(column: `${string}.${'created_by' | 'last_edited_by'}`, alias: A): AliasedRawBuilder<string | null, A> {
  return sql<string | null>`(select author.name from account author where author.id = ${sql.ref(column)})`.as(alias);
}
