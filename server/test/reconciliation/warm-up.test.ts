import {
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { BO_DEPOSIT_FORMATS } from '../../src/modules/bo/formats.ts';
import { firstPendingRows } from '../../src/modules/reconciliation/repo.ts';
import { bestSuggestions, forgetDayViews } from '../../src/modules/reconciliation/suggestions-api.ts';
import { warmAtStart, warmSuggestions, warmUpsSettled } from '../../src/modules/reconciliation/warm-up.ts';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { useTestContext } from '../support/harness.ts';
import { csv } from '../support/multipart.ts';
import { bcaLine as bca, nexusDeposit } from '../support/nexus-rows.ts';
import { ABC_DEPO, ABC_FORM, accountForm, uploadAs, websiteWithAccounts } from '../support/website-accounts.ts';

const ctx = useTestContext({ SUGGESTIONS_WARM_UP: 'true' });
let admin: string;
beforeEach(async () => {
  admin = await websiteWithAccounts(ctx, [ABC_DEPO]);
});

const ADMIN = { account_id: 1, account_name: 'admin', account_role: 'ADMIN', account_website: null, account_website_code: null } as const;

/** Two requests nobody's line backs beyond doubt: each has a line off by a transfer fee, a suggestion. */
const uploadRequestsAndLines = async () => {
  await uploadAs(
    ctx,
    admin,
    'checkdata',
    ABC_FORM,
    csv(BO_DEPOSIT_FORMATS.checkdata.template, [
      nexusDeposit('DP6', '03/07/2026 16:00:00', 'DEWI LESTARI', 100000, { bank: 'MANDIRI - DEWI LESTARI - 1230001112223' }),
      nexusDeposit('DP9', '03/07/2026 16:20:00', 'RINA GUNAWAN', 75000, { bank: 'MANDIRI - RINA GUNAWAN - 1230009990001' }),
    ]),
  );
  await uploadAs(
    ctx,
    admin,
    'mutasiupdepobca',
    accountForm(ABC_DEPO),
    csv(bcaFormat.template, [
      bca('03/07/2026 16:02:00', 'BI-FAST CR TRANSFER   DR 008 DEWI LESTARI', 93500),
      bca('03/07/2026 16:21:00', 'BI-FAST CR TRANSFER   DR 008 RINA GUNAWAN', 73500),
    ]),
  );
};
/** ANDI WIJAYA's request of 4 July, nobody's money yet. */
const uploadRequestOf4July = () =>
  uploadAs(
    ctx,
    admin,
    'checkdata',
    { ...ABC_FORM, dates: '04-Jul-2026' },
    csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP20', '04/07/2026 09:00:00', 'ANDI WIJAYA', 50000)]),
  );
/** Behind the app's back: a page that ran the matcher now would see the new name. */
const renameRina = () =>
  ctx.db.updateTable('statement_line').set({ counterparty_name: 'RINA GUNAWATI' }).where('counterparty_name', '=', 'RINA GUNAWAN').execute();
/** Every line's name with ' X' after it, behind the app's back. */
const renameAll = () =>
  ctx.db
    .updateTable('statement_line')
    .set({ counterparty_name: sql`counterparty_name || ' X'` })
    .execute();
const idOf = async (ticket: string) => (await ctx.db.selectFrom('bo_deposit').select('id').where('ticket_no', '=', ticket).executeTakeFirstOrThrow()).id;
const namesSuggested = async (ticket: string) =>
  ((await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${await idOf(ticket)}`, cookie: admin })).json() as { counterparty_name: string }[]).map(
    (s) => s.counterparty_name,
  );

/**
 * `rename` changes names behind the app's back: the tickets' suggested names are still `kept` (worked out before it),
 * and `fresh` once the day views are forgotten.
 */
async function expectKeptBeforeRenaming(rename: () => Promise<unknown>, tickets: string[], kept: string[][], fresh: string[][]) {
  const suggested = async () => {
    const names: string[][] = [];
    for (const ticket of tickets) names.push(await namesSuggested(ticket));
    return names;
  };
  await rename();
  expect(await suggested()).toEqual(kept);
  forgetDayViews();
  expect(await suggested()).toEqual(fresh);
}

/** expectKeptBeforeRenaming once the warm-ups have settled: what they worked out. */
async function expectWarmedBeforeRenaming(rename: () => Promise<unknown>, tickets: string[], warmed: string[][], fresh: string[][]) {
  await warmUpsSettled(ctx.db);
  await expectKeptBeforeRenaming(rename, tickets, warmed, fresh);
}

describe('suggestions warmed after an upload', () => {
  it("of the first Pending rows are worked out by the upload's own run: asked at its answer, before any warm-up", async () => {
    await uploadRequestsAndLines();
    // No warm-up has started (it waits for a quiet second): a page that ran the matcher now would see the new name.
    await expectKeptBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });

  it("of the day before's first Pending rows are worked out by the upload's own run too: its money may arrive the next day", async () => {
    await uploadRequestsAndLines();
    await warmUpsSettled(ctx.db);
    await uploadAs(
      ctx,
      admin,
      'mutasiupdepobca',
      { ...accountForm(ABC_DEPO), dates: '04-Jul-2026' },
      csv(bcaFormat.template, [bca('04/07/2026 09:01:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 48500)]),
    );
    await expectKeptBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });

  it("stay kept while other websites' uploads keep their own days: up to a number of rows, not of days", async () => {
    await uploadRequestsAndLines();
    await ctx.addWebsite('XYZ', 'NEXUS');
    // Ten days of XYZ, each with a request worked out by its upload's own run: ten days kept after ABC's.
    for (let day = 10; day < 20; day++) {
      await uploadAs(
        ctx,
        admin,
        'checkdata',
        { ...ABC_FORM, groups: 'XYZ', dates: `${day}-Jul-2026` },
        csv(BO_DEPOSIT_FORMATS.checkdata.template, [
          nexusDeposit(`XY${day}`, `${day}/07/2026 09:00:00`, 'ANDI WIJAYA', 50000, { corporate: 'BCA - PT XYZ - 2222222222', website: 'XYZ' }),
        ]),
      );
    }
    await renameRina();
    expect(await namesSuggested('DP9')).toEqual(['RINA GUNAWAN']);
  });

  it('stay kept after an upload that adds nothing (the same file again): its activity entry changes no row or line', async () => {
    await uploadRequestsAndLines();
    await uploadRequestOf4July();
    await warmUpsSettled(ctx.db);
    expect(await namesSuggested('DP9')).toEqual(['RINA GUNAWAN']);
    expect((await uploadRequestOf4July()).added).toBe(0);
    // Worked out before the second upload, and kept through it.
    await expectWarmedBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });

  it('are worked out for the rows View BO shows first before anyone asks, and the page reads them', async () => {
    await uploadRequestsAndLines();
    await expectWarmedBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });

  it('are worked out again, after an upload of another date, for the rows checkers looked at before it', async () => {
    await uploadRequestsAndLines();
    expect(await namesSuggested('DP9')).toEqual(['RINA GUNAWAN']);
    await uploadRequestOf4July();
    // Worked out after the upload of 4 July, before the rename: DP9 of 3 July was on a page a checker had open.
    await expectWarmedBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });

  it('are not worked out again, after an upload of a date two days on, for rows only a warm-up worked out', async () => {
    await uploadRequestsAndLines();
    await warmUpsSettled(ctx.db);
    // DP9 of 3 July was worked out, and nobody asked for it: an upload of 6 July leaves it to be worked out when asked.
    await uploadAs(
      ctx,
      admin,
      'checkdata',
      { ...ABC_FORM, dates: '06-Jul-2026' },
      csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP30', '06/07/2026 09:00:00', 'ANDI WIJAYA', 50000)]),
    );
    await warmUpsSettled(ctx.db);
    await renameRina();
    expect(await namesSuggested('DP9')).toEqual(['RINA GUNAWATI']);
  });

  it('wait for uploads one after another to end, then work out every date they touched', async () => {
    await uploadRequestsAndLines();
    await uploadRequestOf4July();
    await uploadAs(
      ctx,
      admin,
      'mutasiupdepobca',
      accountForm(ABC_DEPO),
      csv(bcaFormat.template, [bca('04/07/2026 09:01:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 48500)]),
    );
    await expectWarmedBeforeRenaming(renameAll, ['DP9', 'DP20'], [['RINA GUNAWAN'], ['ANDI WIJAYA']], [['RINA GUNAWAN X'], ['ANDI WIJAYA X']]);
  });

  it('are worked out when the server starts, for the dates of the edit window with Pending rows, and only those', async () => {
    await uploadRequestsAndLines();
    await warmUpsSettled(ctx.db);
    // A restart keeps nothing: on 5 July (Jakarta) 3 July is the window's last day.
    forgetDayViews();
    await warmAtStart(ctx.db, new Date('2026-07-05T16:59:00Z'));
    await expectWarmedBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
    // A minute later it is 6 July in Jakarta: 3 July is closed, nothing is worked out.
    forgetDayViews();
    await warmAtStart(ctx.db, new Date('2026-07-05T17:00:00Z'));
    const renameBack = () =>
      ctx.db.updateTable('statement_line').set({ counterparty_name: 'RINA GUNAWAN' }).where('counterparty_name', '=', 'RINA GUNAWATI').execute();
    await expectWarmedBeforeRenaming(renameBack, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWAN']]);
  });

  it('are those of the first Pending rows of the statement dates, in View BO order', async () => {
    await uploadRequestsAndLines();
    await uploadRequestOf4July();
    await warmUpsSettled(ctx.db);
    await ctx.db.updateTable('bo_deposit').set({ approved: true }).where('ticket_no', '=', 'DP6').execute();
    const tickets = async (dates: string[], limit: number) => {
      const rows = await firstPendingRows(ctx.db, 'DEPOSIT', 'ABC', dates, limit);
      return Promise.all(
        rows.map(async (r) => (await ctx.db.selectFrom('bo_deposit').select('ticket_no').where('id', '=', r.id).executeTakeFirstOrThrow()).ticket_no),
      );
    };
    expect(await tickets(['2026-07-03', '2026-07-04'], 10)).toEqual(['DP9', 'DP20']);
    expect(await tickets(['2026-07-03', '2026-07-04'], 1)).toEqual(['DP9']);
    expect(await tickets(['2026-07-04'], 10)).toEqual(['DP20']);
    expect(await firstPendingRows(ctx.db, 'DEPOSIT', 'XYZ', ['2026-07-03'], 10)).toEqual([]);
  });

  it('stop before their next run when the server stops: the shutdown waits for one run, not for every date queued', async () => {
    await uploadRequestsAndLines();
    await uploadRequestOf4July();
    await warmUpsSettled(ctx.db);
    forgetDayViews();
    // Two dates to work out, one run each; the server stops while the first runs.
    let stopped: Promise<void> | undefined;
    const loads = new StatementLineLoads(() => (stopped ??= warmUpsSettled(db, true)));
    const db = ctx.db.withPlugin(loads);
    warmSuggestions(db, 'ABC', ['2026-07-03', '2026-07-04']);
    await expect.poll(() => loads.count).toBeGreaterThan(0);
    await stopped;
    expect(loads.count).toBe(1);
    // Nothing was kept queued: another settle finds nothing to run.
    await warmUpsSettled(db);
    expect(loads.count).toBe(1);
  });

  it('a page asked while a run works out its rows waits for that run instead of running the matcher again', async () => {
    await uploadRequestsAndLines();
    await warmUpsSettled(ctx.db);
    forgetDayViews();
    const loads = new StatementLineLoads();
    const db = ctx.db.withPlugin(loads);
    const ids = [await idOf('DP6'), await idOf('DP9')];
    const [first, second] = await Promise.all([bestSuggestions(db, ADMIN, 'DEPOSIT', ids), bestSuggestions(db, ADMIN, 'DEPOSIT', ids)]);
    expect(second).toEqual(first);
    expect(first.map((s) => s.best?.counterparty_name)).toEqual(['DEWI LESTARI', 'RINA GUNAWAN']);
    expect(loads.count).toBe(1);
  });
});

describe('suggestions warmed after a revert or a removal', () => {
  const put = async (name: string, payload: object) => {
    const res = await ctx.request({ method: 'PUT', url: `/api/${name}`, payload, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** 4 July in Jakarta: 3 July's rows may still change. DP9's suggestions were looked at, DP6 was approved by hand. */
  beforeEach(async () => {
    ctx.clock.current = new Date('2026-07-04T03:00:00Z');
    await uploadRequestsAndLines();
    await warmUpsSettled(ctx.db);
    await put('updatebodepostts', { arr: [{ bo_id: await idOf('DP6'), ket_app: 'dana masuk, potong biaya' }] });
    expect(await namesSuggested('DP9')).toEqual(['RINA GUNAWAN']);
  });

  it("of the reverted row and of the rows checkers looked at are worked out by the revert's own run", async () => {
    await put('revertbo', { bo_id: await idOf('DP6'), reason: 'salah orang' });
    // No warm-up has started: a page that ran the matcher now would see the new names.
    await expectKeptBeforeRenaming(renameAll, ['DP6', 'DP9'], [['DEWI LESTARI'], ['RINA GUNAWAN']], [['DEWI LESTARI X'], ['RINA GUNAWAN X']]);
  });

  it('are worked out again after a revert, for the rows checkers looked at before it', async () => {
    await put('revertbo', { bo_id: await idOf('DP6'), reason: 'salah orang' });
    await expectWarmedBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });

  it('are worked out again after a removal, for the rows checkers looked at before it', async () => {
    await put('revertbo', { bo_id: await idOf('DP6'), reason: 'salah orang' });
    await warmUpsSettled(ctx.db);
    await put('deleteboid', { arr: [{ bo_id: await idOf('DP6') }] });
    await expectWarmedBeforeRenaming(renameRina, ['DP9'], [['RINA GUNAWAN']], [['RINA GUNAWATI']]);
  });
});

/** Counts the statements that read a matcher run's statement lines (reconciliation/repo.ts loadScope); `onLoad` is told of each. */
class StatementLineLoads implements KyselyPlugin {
  count = 0;
  constructor(private readonly onLoad: () => void = () => undefined) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (JSON.stringify(node).includes('from statement_line sl')) {
      this.count++;
      this.onLoad();
    }
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
