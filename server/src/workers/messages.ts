/**
 * What a worker task posts on a port while it runs (pool.ts inWorker with a port in `transfer`), read in order by the
 * server as it comes: the server works on the first messages while the worker makes the next. The task's failure (its
 * time or memory limit, an error) fails the reads after the messages it posted before.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';

export class TaskMessages<M> {
  /** The port to hand to the task (in its input and in `transfer`). */
  readonly port: MessagePort;
  private readonly mine: MessagePort;
  private readonly queue: M[] = [];
  private waiting: { resolve: (message: M) => void; reject: (error: unknown) => void } | null = null;
  private failure: { error: unknown } | null = null;

  constructor() {
    const { port1, port2 } = new MessageChannel();
    this.mine = port1;
    this.port = port2;
    port1.on('message', (message: M) => {
      const waiting = this.waiting;
      this.waiting = null;
      if (waiting) waiting.resolve(message);
      else this.queue.push(message);
    });
  }

  /** Follows the task that posts: when it fails, so do the reads after its last message. */
  follow(task: Promise<unknown>): void {
    task.then(
      () => undefined,
      (error: unknown) => {
        this.failure = { error };
        const waiting = this.waiting;
        this.waiting = null;
        waiting?.reject(error);
      },
    );
  }

  /** The next message, in the order posted (the poster ends with a message saying so: a read past it waits). */
  next(): Promise<M> {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift()!);
    if (this.failure) return Promise.reject(this.failure.error);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** No more reads: the port is closed (a task still posting posts to nobody). */
  close(): void {
    this.mine.close();
    this.queue.length = 0;
  }
}
