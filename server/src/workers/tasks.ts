/**
 * What runs in the worker threads (pool.ts): CPU-heavy work on an upload's bytes (a statement, a BO export, a workbook to convert) and the matcher, each task a pure function of its
 * input. The production build bundles this file as dist/worker.js; from the sources, from-source.mjs loads it.
 */
import { convertWorkbook } from '../modules/convert/service.ts';
import { reconcile } from '../modules/reconciliation/engine/reconcile.ts';
import type { KnownPlayer, Match, MatchBo, MatchLine, PendingRow, ReconcileOptions, ReconcileResult } from '../modules/reconciliation/engine/types.ts';
import { readFile, readStatementTo, type ReadFileInput } from '../modules/uploads/read-file.ts';
import type { MessagePort } from 'node:worker_threads';
import { pack, unpack, type Packed } from './packing.ts';

/** A matcher run's input and answer as they cross to and from a worker: the long lists packed (packing.ts). */
export interface PackedRun {
  bos: Packed<MatchBo>;
  lines: Packed<MatchLine>;
  options: ReconcileOptions;
  /** The website's other players (reconcile's otherPlayers). */
  players: KnownPlayer[];
}
export type PackedResult = Omit<ReconcileResult, 'matches' | 'pending'> & { matches: Packed<Match>; pending: Packed<PendingRow> };

export const TASKS = {
  /** Answers at once: the server's start-up check that workers start (pool.ts checkWorkers). */
  ping: (_input: null) => 'pong' as const,
  readFile,
  /** A statement to store: posted on the port batch by batch as it is read (uploads/service.ts). */
  readStatement: ({ port, ...input }: ReadFileInput & { port: MessagePort }) => readStatementTo(port, input),
  convertWorkbook,
  /** A matcher run over rows and lines loaded by the caller (100k of each: about half a second of work). */
  reconcile: ({ bos, lines, options, players }: PackedRun): PackedResult => {
    const result = reconcile(unpack(bos), unpack(lines), options, players);
    return { ...result, matches: pack(result.matches), pending: pack(result.pending) };
  },
};

export type TaskName = keyof typeof TASKS;

/** The one function a worker runs: the task named, on its input. */
export default function runTask<N extends TaskName>({ name, input }: { name: N; input: Parameters<(typeof TASKS)[N]>[0] }): ReturnType<(typeof TASKS)[N]> {
  return (TASKS[name] as (input: unknown) => ReturnType<(typeof TASKS)[N]>)(input);
}
