import { expect } from 'vitest';
import { MSG } from '@auto-checker/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './harness.ts';

/** The activity log as the tests compare it: who, which website, what. */
export async function activities(ctx: TestContext) {
  return ctx.db.selectFrom('activity').select(['username', 'role', 'website_code', 'activity']).orderBy('id').execute();
}

/** Runs `fn` and returns the activity rows it added. */
export async function newActivities(ctx: TestContext, fn: () => Promise<unknown>) {
  const before = (await activities(ctx)).length;
  await fn();
  return (await activities(ctx)).slice(before);
}

export function expectIsoTimestamp(value: unknown): void {
  expect(typeof value).toBe('string');
  expect(new Date(value as string).toISOString()).toBe(value);
}

/** A list answer: the rows, the x-total-count header and the all_data of the first row only. */
export function expectPage(res: LightMyRequestResponse, total: number): Record<string, unknown>[] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-total-count']).toBe(String(total));
  const rows = res.json() as Record<string, unknown>[];
  expect(Array.isArray(rows)).toBe(true);
  rows.forEach((row, i) => {
    if (i === 0) expect(row.all_data).toBe(total);
    else expect(row).not.toHaveProperty('all_data');
  });
  return rows;
}

/** Every row of a list answer holds exactly the field names `fields` (sorted), the all_data marker aside. */
export function expectFieldNames(rows: Record<string, unknown>[], fields: readonly string[]): void {
  for (const row of rows)
    expect(
      Object.keys(row)
        .filter((k) => k !== 'all_data')
        .sort(),
    ).toEqual(fields);
}

/** The rows of a list answer without the all_data marker, for comparing whole rows. */
export function withoutTotal(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map(({ all_data: _total, ...row }) => row);
}

/** An answer of `status` whose body is its message and nothing else. */
export function expectMessage(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ message });
}

/**
 * Only an ADMIN may: each of the `refused` callers is answered 403 (forbidden) and the `signedOut` one 401, and none
 * of the calls adds an activity row.
 */
export async function expectAdminOnly<Who>(ctx: TestContext, refused: readonly Who[], signedOut: Who, call: (who: Who) => Promise<LightMyRequestResponse>) {
  const added = await newActivities(ctx, async () => {
    for (const who of refused) expectMessage(await call(who), 403, MSG.forbidden);
    expect((await call(signedOut)).statusCode).toBe(401);
  });
  expect(added).toEqual([]);
}

/** pageSize and page pairs every list refuses with 400: out of range (1 to 1000, from page 1) or not a whole number. */
export const BAD_PAGES: [pageSize: string, page: string][] = [
  ['0', '1'],
  ['1001', '1'],
  ['100', '0'],
  ['10', '0'],
  ['x', '1'],
  ['ten', '1'],
  ['100', 'x'],
];
