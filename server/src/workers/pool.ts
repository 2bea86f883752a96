/**
 * Worker threads for the CPU-heavy work of a request (reading a 100k-line statement, a workbook): a Piscina pool, so
 * that the event loop keeps answering everyone else meanwhile (README, "Operations"). Each task has a time limit and
 * each worker a memory limit: a task over either is stopped (its worker is replaced) and answered WorkerLimit.
 */
import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { setImmediate } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { TASKS, TaskName } from './tasks.ts';

type Task<N extends TaskName> = (typeof TASKS)[N];

export interface WorkerLimits {
  threads: number;
  /** Heap of each worker (its old generation), in MB. */
  memoryMb: number;
  timeoutSeconds: number;
  /** How long a worker beyond the first stays once idle. */
  idleSeconds: number;
}

/** A task stopped for taking longer than the time limit, or more memory than a worker may have. */
export class WorkerLimit extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`worker task over its ${limit} limit`);
  }
}

const limits: WorkerLimits = { threads: Math.max(1, availableParallelism() - 1), memoryMb: 1024, timeoutSeconds: 120, idleSeconds: 60 };
let pool: Piscina | null = null;
/** What the pool last reported going wrong with a worker. */
let lastError: unknown = null;

/** Sets the limits of the tasks to come (the pool is made again with them). */
export async function configureWorkers(next: { [K in keyof WorkerLimits]?: WorkerLimits[K] | undefined }): Promise<void> {
  for (const [key, value] of Object.entries(next) as [keyof WorkerLimits, number | undefined][]) if (value !== undefined) limits[key] = value;
  await closeWorkers();
}

/** Ends the workers (at shutdown); a later task starts them again. */
export async function closeWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

/** The built server runs dist/worker.js beside dist/main.js; from the sources (tests, `npm run dev`), from-source.mjs. */
function workerPool(): Piscina {
  if (pool) return pool;
  const fromSource = import.meta.url.endsWith('.ts');
  pool = new Piscina({
    filename: new URL(fromSource ? './from-source.mjs' : './worker.js', import.meta.url).href,
    minThreads: 1,
    maxThreads: limits.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
  });
  // A worker that dies (over its memory) fails its task, which inWorker answers; unheard, the pool's 'error' event
  // would end the whole process. A worker that cannot even start leaves its tasks waiting: checkWorkers says why.
  pool.on('error', (error: unknown) => {
    lastError = error;
  });
  return pool;
}

/** The thread ids of the pool's workers (none before the first task). */
export const workerThreadIds = (): number[] => (pool ? pool.threads.map((worker) => worker.threadId) : []);

/**
 * Starts a worker and runs the smallest task in it, at the server's start: a build without dist/worker.js, or a worker
 * that cannot load, stops the start with the reason, instead of leaving every upload waiting for its time limit.
 */
export async function checkWorkers(seconds = 30): Promise<void> {
  const workers = workerPool();
  let failed!: (error: unknown) => void;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  workers.on('error', failed);
  try {
    const answer = await Promise.race([workers.run({ name: 'ping', input: null }, { signal: AbortSignal.timeout(seconds * 1000) }), failure]);
    if (answer !== 'pong') throw new Error(`answered ${String(answer)}`);
  } catch (error) {
    const reason = lastError ?? error;
    throw new Error(`worker threads do not start: ${reason instanceof Error ? reason.message : String(reason)}`, { cause: reason });
  } finally {
    workers.off('error', failed);
  }
}

/**
 * Runs a task in a worker thread; its input and answer are copied (structured clone), but for what `transfer` lists
 * (a MessagePort the task posts on as it goes). `signal` stops it early (its worker is replaced).
 */
export async function inWorker<N extends TaskName>(
  name: N,
  input: Parameters<Task<N>>[0],
  { transfer, signal: stop }: { transfer?: MessagePort[]; signal?: AbortSignal } = {},
): Promise<Awaited<ReturnType<Task<N>>>> {
  // The input is copied to the worker in one go (100k statement lines: about 0.1 s): other requests get a turn first,
  // so that this copy and the caller's own work just before it (loading those lines) hold the event loop one after
  // the other, not as one long wait.
  await setImmediate();
  const limit = AbortSignal.timeout(limits.timeoutSeconds * 1000);
  const signal = stop ? AbortSignal.any([limit, stop]) : limit;
  try {
    return (await workerPool().run({ name, input }, { signal, ...(transfer ? { transferList: transfer } : {}) })) as Awaited<ReturnType<Task<N>>>;
  } catch (error) {
    if (limit.aborted) throw new WorkerLimit('time');
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerLimit('memory');
    throw error;
  }
}
