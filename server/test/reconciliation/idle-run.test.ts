import { beforeEach, describe, expect, it } from 'vitest';
import { BO_DEPOSIT_FORMATS } from '../../src/modules/bo/formats.ts';
import { loadScope } from '../../src/modules/reconciliation/repo.ts';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { useTestContext } from '../support/harness.ts';
import { csv } from '../support/multipart.ts';
import { bcaLine as bca, nexusDeposit, payoutAndItsReturn } from '../support/nexus-rows.ts';
import { ABC_DEPO, ABC_FORM as form, ABC_WD, accountForm, uploadAs, websiteWithAccounts } from '../support/website-accounts.ts';

// A run after an upload with no BO row of a side to back reads no lines when it could do nothing with them
// (repo.ts idleLines): a statement uploaded before its day's BO export is not read back whole. Whatever a run without
// rows still does, linking a PEND line to its twin, a returned payout to its return, clearing a stale link, it does.

const ctx = useTestContext();
let admin: string;

beforeEach(async () => {
  admin = await websiteWithAccounts(ctx, [ABC_DEPO, ABC_WD]);
});

const depoAccount = accountForm(ABC_DEPO);
const wdAccount = accountForm(ABC_WD);
const PAID = 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO';
const day = { websiteCode: 'ABC', from: '2026-07-03', to: '2026-07-03' };

const upload = (endpoint: string, fields: Record<string, string>, content: string) => uploadAs(ctx, admin, endpoint, fields, content);

/** How many lines a run of the day loads for a side, skipping idle lines or not. */
const loaded = async (side: 'DEPOSIT' | 'WITHDRAW', skipIdle: boolean) => (await loadScope(ctx.db, side, day, undefined, skipIdle)).lines.length;

describe('a run with no BO rows of a side', () => {
  it('reads none of the lines when none is a PEND line, carries a link or is money back; the BO upload after approves against them', async () => {
    await upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 14:01:00', PAID, 100000)]));
    expect(await loaded('DEPOSIT', false)).toBe(1);
    expect(await loaded('DEPOSIT', true)).toBe(0);
    const bo = csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000, { user: 'budi88' })]);
    expect((await upload('checkdata', form, bo)).matched).toBe(1);
    // With a row of the side, the lines are read whatever they are.
    expect(await loaded('DEPOSIT', true)).toBe(1);
  });

  it('still reads them for a PEND line, and links it to its booked twin of the evening export', async () => {
    const klikBca = (rows: string[]) => ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo', ...rows, ''].join('\r\n');
    await upload('mutasiupdepobca', depoAccount, klikBca([`PEND,${PAID},0000,100000.00,CR,`]));
    expect(await loaded('DEPOSIT', true)).toBe(1);
    await upload('mutasiupdepobca', depoAccount, klikBca([`'03/07,${PAID},0000,100000.00,CR,5100000.00`]));
    const lines = await ctx.db.selectFrom('statement_line').select(['pending', 'twin_of_line_id']).orderBy('id').execute();
    expect(lines).toEqual([
      { pending: true, twin_of_line_id: null },
      { pending: false, twin_of_line_id: expect.any(Number) },
    ]);
  });

  it('still reads them for money back on a withdraw account, and for a link a run may have to clear', async () => {
    await upload('mutasiupdepobca', wdAccount, csv(bcaFormat.template, payoutAndItsReturn()));
    expect(await loaded('WITHDRAW', true)).toBe(2);

    // A twin link left on a line whose PEND partner is gone: the next run of the day clears it.
    await ctx.db.deleteFrom('statement_line').where('direction', '=', 'CR').execute();
    const [payout] = await ctx.db.selectFrom('statement_line').select('id').execute();
    await ctx.db.updateTable('statement_line').set({ twin_of_line_id: payout!.id }).where('id', '=', payout!.id).execute();
    expect(await loaded('WITHDRAW', true)).toBe(1);
    await upload(
      'mutasiupdepobca',
      wdAccount,
      csv(bcaFormat.template, [bca('03/07/2026 17:00:00', 'BI-FAST DB TRANSFER   KE 009 ANDI WIJAYA  KBI', 50000, 'DB')]),
    );
    expect(await ctx.db.selectFrom('statement_line').select('twin_of_line_id').where('id', '=', payout!.id).executeTakeFirstOrThrow()).toEqual({
      twin_of_line_id: null,
    });
  });
});
