/** Shorthands for the registry's entries (parsing/reader/layout.ts: TableLayout, ColumnSpec). */
import type { ColumnSpec, TableLayout } from '../../parsing/reader/layout.ts';

/** A column the header must have, by its names: the first is what our template writes and messages show. */
export const required = (...names: [string, ...string[]]): ColumnSpec<never> => ({ names, required: true });

/** A column read when the header has it. */
export const optional = (...names: [string, ...string[]]): ColumnSpec<never> => ({ names });

/** Plain amounts and day-first Jakarta times: how our templates and every BO export write them, and many banks' exports too. */
export const TEMPLATE_STYLE = { amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta' } as const;

/** Our template of a bank category: `Tanggal,Keterangan`, then the bank's own columns, every one required; in TEMPLATE_STYLE. */
export function bankTemplate<K extends string>(
  id: string,
  label: string,
  advice: string,
  columns: { readonly [P in K]: ColumnSpec<never> },
): TableLayout<K | 'date' | 'description'> {
  return { id, label, advice, columns: { date: required('Tanggal'), description: required('Keterangan'), ...columns }, ...TEMPLATE_STYLE };
}
