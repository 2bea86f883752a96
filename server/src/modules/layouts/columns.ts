/** Shorthands for the registry's column specs (parsing/reader/layout.ts, ColumnSpec). */
import type { ColumnSpec } from '../../parsing/reader/layout.ts';

/** A column the header must have, by its names: the first is what our template writes and messages show. */
export const required = (...names: [string, ...string[]]): ColumnSpec<never> => ({ names, required: true });

/** A column read when the header has it. */
export const optional = (...names: [string, ...string[]]): ColumnSpec<never> => ({ names });
