/**
 * How much pairwise work a run may do: pairs of a row and a line weighed, requests read for a line, PEND lines against
 * their bookings, returns against payouts. A run in a worker thread has no budget (the thread has its time and memory
 * limits: workers/pool.ts); one made on the event loop (after-upload.ts IN_PROCESS_ITEMS) has one, since a few
 * thousand rows and lines of one name and amount would weigh millions of pairs there and hold every other request.
 * A run over its budget stops with OverBudget, and is made again in a worker. The budget never changes a decision.
 */
export class WorkBudget {
  constructor(private left: number) {}

  /** Counts `units` of work; throws OverBudget once the run has done more than its budget. */
  spend(units = 1): void {
    this.left -= units;
    if (this.left < 0) throw new OverBudget();
  }
}

export class OverBudget extends Error {
  constructor() {
    super('the matcher run is over its work budget');
  }
}

/** The budget of a run in a worker thread. */
export const unlimited = (): WorkBudget => new WorkBudget(Infinity);
