import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@auto-checker/contract';
import type { TestContext } from './harness.ts';
import { BAD_PAGES, expectMessage, newActivities } from './records.ts';

/**
 * What the admin pages (accounts, websites, bank accounts, whitelist, tracking) have in common: field names under one
 * prefix, the last-edited fields, and the same refusals of their list calls.
 */

type Answer = Promise<LightMyRequestResponse>;

/** The sorted field names of a page's records: `{prefix}_` before each of `own` and of the three last-edited fields. */
export const fieldNames = (prefix: string, own: readonly string[]): string[] =>
  [...own, 'last_edited_at', 'last_edited_by', 'last_edited_by_name'].map((field) => `${prefix}_${field}`).sort();

/** The last-edited fields of a record nobody has edited yet. */
export const neverEdited = <P extends string>(prefix: P) =>
  ({ [`${prefix}_last_edited_at`]: null, [`${prefix}_last_edited_by`]: null, [`${prefix}_last_edited_by_name`]: null }) as Record<
    `${P}_last_edited_${'at' | 'by' | 'by_name'}`,
    null
  >;

/**
 * Tests that a list is refused to CS (403, after `seed`) and to `noToken` (401), and that each of BAD_PAGES is refused
 * with 400 when the ADMIN asks. `list` is the first page; `paged` any page.
 */
export function itRefusesCsAndBadPages<Who>(
  staff: () => Promise<{ admin: Who; cs: Who }>,
  noToken: Who,
  calls: { list: (who: Who) => Answer; paged: (who: Who, pageSize: string, page: string) => Answer; seed?: () => Promise<unknown> },
): void {
  it('refuses CS with 403 and answers 401 without a token', async () => {
    const w = await staff();
    await calls.seed?.();
    expectMessage(await calls.list(w.cs), 403, MSG.forbidden);
    expectMessage(await calls.list(noToken), 401, MSG.notSignedIn);
  });

  it.each(BAD_PAGES)('refuses pageSize %s page %s with 400', async (pageSize, page) => {
    const w = await staff();
    expect((await calls.paged(w.admin, pageSize, page)).statusCode).toBe(400);
  });
}

/** Tests that each CHECKER of `refused` naming that website in `list` (after `seed`) is answered 404. */
export function itRefusesOtherWebsites<Staff extends Record<'checkerA' | 'checkerB', string>>(
  staff: () => Promise<Staff>,
  list: (cookie: string, website: string) => Answer,
  refused: readonly (readonly ['checkerA' | 'checkerB', string])[],
  seed?: () => Promise<unknown>,
): void {
  it("answers 404 when a CHECKER names another website or 'all'", async () => {
    const w = await staff();
    await seed?.();
    for (const [checker, website] of refused) {
      expectMessage(await list(w[checker], website), 404, MSG.websiteNotFound);
    }
  });
}

/** Removes record `id` (200), then expects removing it again, and removing id 999, to answer 404 `message` and record nothing. */
export async function expectRemovedOnce(ctx: TestContext, remove: (id: number) => Answer, id: number, message: string): Promise<void> {
  expect((await remove(id)).statusCode).toBe(200);
  await expectNotFound(ctx, message, [() => remove(id), () => remove(999)]);
}

/** Makes each of `calls`, expecting it to answer 404 `message`, and none of them to record an activity. */
export async function expectNotFound(ctx: TestContext, message: string, calls: (() => Answer)[]): Promise<void> {
  const added = await newActivities(ctx, async () => {
    for (const call of calls) expectMessage(await call(), 404, message);
  });
  expect(added).toEqual([]);
}

/** Sets the status of record `id` with `call`, expecting 200 `{ success: true, message, id }` and exactly the `activity` row. */
export async function expectStatusSet(ctx: TestContext, call: () => Answer, id: number, message: string, activity: Record<string, unknown>): Promise<void> {
  const added = await newActivities(ctx, async () => {
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message, id });
  });
  expect(added).toEqual([activity]);
}
