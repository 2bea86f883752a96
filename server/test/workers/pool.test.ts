import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { closeWorkers, configureWorkers, inWorker, workerThreadIds } from '../../src/workers/pool.ts';

afterAll(() => closeWorkers());

describe('the worker pool', () => {
  it('keeps its worker however long it stays idle: the next task does not wait for a new one to load', async () => {
    await configureWorkers({ threads: 1, idleSeconds: 0.02 });
    expect(await inWorker('ping', null)).toBe('pong');
    const started = workerThreadIds();
    expect(started).toHaveLength(1);
    // What is tested is that nothing happens over time: ten times the idle time, by which a worker that may end has.
    await wait(200);
    expect(workerThreadIds()).toEqual(started);
    expect(await inWorker('ping', null)).toBe('pong');
    expect(workerThreadIds()).toEqual(started);
  });
});
