import { describe, expect, it } from 'vitest';
import { TaskMessages } from '../../src/workers/messages.ts';

describe('TaskMessages: what a worker task posts, read in order', () => {
  it('gives the messages in the order posted, waiting for the next', async () => {
    const messages = new TaskMessages<number>();
    messages.follow(new Promise(() => undefined));
    messages.port.postMessage(1);
    const second = messages.next().then(async (one) => [one, await messages.next()]);
    messages.port.postMessage(2);
    expect(await second).toEqual([1, 2]);
    messages.close();
  });

  it("fails the reads after the messages posted before the task's failure", async () => {
    const messages = new TaskMessages<string>();
    let fail!: (error: Error) => void;
    messages.follow(new Promise((_, reject) => (fail = reject)));
    messages.port.postMessage('head');
    const head = await messages.next();
    const waiting = messages.next();
    fail(new Error('worker task over its memory limit'));
    expect(head).toBe('head');
    await expect(waiting).rejects.toThrow('worker task over its memory limit');
    await expect(messages.next()).rejects.toThrow('worker task over its memory limit');
    messages.close();
  });
});
