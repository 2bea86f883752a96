import { beforeEach, describe, expect, it } from 'vitest';
import { changeWarning, changeWords, linesOfRefusedApprovals, panelChangeKept } from '../src/modules/uploads/panel-changes.ts';
import type { ChangedBoRow } from '../src/modules/uploads/repo.ts';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import { useTestContext } from './support/harness.ts';
import { csv } from './support/multipart.ts';
import { bca, bo, deposit, depoAccount, depositFile, reviewCalls, startReviewDay, withdrawal, withdrawFile, type Cookies } from './support/review-fixtures.ts';
import { uploadAs } from './support/website-accounts.ts';

/**
 * A BO file with tickets stored before that the panel changed since (uploads/panel-changes.ts): the later export is
 * the panel's word. Seen as a hole: the evening export's REJECTED ticket was a duplicate of the afternoon's APPROVED
 * one and left as it was, so the matcher's approval of it stood on money the panel had not credited.
 */

const ctx = useTestContext();

// ---- pure parts ----------------------------------------------------------------------------------

const row = (before: Record<string, unknown>, after: Record<string, unknown>, extra: Partial<ChangedBoRow> = {}): ChangedBoRow => ({
  id: 1,
  ticket_no: 'DP1',
  approved: false,
  match_rule: null,
  matched_line_id: null,
  before,
  after,
  kept: null,
  ...extra,
});

describe('the words', () => {
  it("names what changed in the panel's column names, amounts in rupiah, a time only when it is another instant", () => {
    const before = { bo_status: 'APPROVED', depo_amount: 100000, req_at: '2026-07-03T14:00:00+07:00', player_bank_code: 'BCA', bo_ref: '' };
    expect(changeWords('DEPOSIT', row(before, { ...before, bo_status: 'REJECTED', depo_amount: 150000.5, req_at: '2026-07-03T07:00:00+00:00' }))).toBe(
      'Bo Status APPROVED → REJECTED, Depo Amount Rp100.000 → Rp150.000,5',
    );
    expect(changeWords('DEPOSIT', row(before, { ...before, bo_ref: 'NXR1' }))).toBe('Bo Ref - → NXR1');
    // A column no checker reads by itself (the bank's code beside its name) is not named.
    expect(changeWords('DEPOSIT', row(before, { ...before, player_bank_code: 'BRI' }))).toBe('');
    expect(changeWords('WITHDRAW', row({ wd_status: 'APPROVED', amount: 250000 }, { wd_status: 'CANCELLED', amount: 250000 }))).toBe(
      'WD Status APPROVED → CANCELLED',
    );
  });

  it('says what became of the approval, and releases the lines of matcher approvals of tickets the panel refused only', () => {
    const refused = row({ bo_status: 'APPROVED' }, { bo_status: 'REJECTED' }, { approved: true, match_rule: 'NAME', matched_line_id: 7 });
    expect(changeWarning('DEPOSIT', refused)).toBe('Ticket DP1 diperbarui dari panel (Bo Status APPROVED → REJECTED): approve otomatis dicek ulang.');
    expect(changeWarning('DEPOSIT', { ...refused, approved: false, match_rule: null, matched_line_id: null })).toBe(
      'Ticket DP1 diperbarui dari panel (Bo Status APPROVED → REJECTED).',
    );
    expect(changeWarning('DEPOSIT', { ...refused, match_rule: null, kept: 'personApproved' })).toBe(
      'Ticket DP1 berubah di panel (Bo Status APPROVED → REJECTED) setelah di-approve checker: data lama dipertahankan, cek ulang ticket ini.',
    );
    expect(linesOfRefusedApprovals('DEPOSIT', [refused])).toEqual([7]);
    // Another change is decided again by the matcher's run; a person's approval stays.
    expect(linesOfRefusedApprovals('DEPOSIT', [{ ...refused, after: { bo_status: 'APPROVED', depo_amount: 1 } }])).toEqual([]);
    expect(linesOfRefusedApprovals('DEPOSIT', [{ ...refused, match_rule: null, kept: 'personApproved' }])).toEqual([]);
  });

  it("writes a change over the stored row, but not over a person's approval nor over a refusal", () => {
    const change = (before: string, after: string, extra: Partial<ChangedBoRow> = {}) => row({ bo_status: before }, { bo_status: after }, extra);
    expect(panelChangeKept('DEPOSIT', change('APPROVED', 'REJECTED', { approved: true, match_rule: 'NAME' }))).toBe(null);
    expect(panelChangeKept('DEPOSIT', change('APPROVED', 'REJECTED', { approved: true, match_rule: null }))).toBe('personApproved');
    expect(panelChangeKept('DEPOSIT', change('REJECTED', 'APPROVED'))).toBe('refused');
    expect(panelChangeKept('DEPOSIT', change('REJECTED', 'Dibatalkan'))).toBe(null);
    expect(panelChangeKept('WITHDRAW', row({ wd_status: 'CANCELLED' }, { wd_status: 'APPROVED' }))).toBe('refused');
    expect(changeWarning('DEPOSIT', { ...change('REJECTED', 'APPROVED'), kept: 'refused' })).toBe(
      'Ticket DP1 ditolak panel di upload sebelumnya, file ini menyebut lain (Bo Status REJECTED → APPROVED): data lama dipertahankan, cek di panel.',
    );
  });

  it('keeps a ticket a file shows as the panel had it before the stored one: an App Date earlier, or none where one is stored', () => {
    const at = (status: string, appAt: string | null, amount = 75000) => ({ bo_status: status, depo_amount: amount, app_at: appAt });
    const evening = at('APPROVED', '2026-07-03T14:10:00+07:00', 80000);
    // The afternoon's export: the ticket not processed yet, at the amount the panel corrected since.
    const afternoon = row(evening, at('PENDING', null));
    expect(panelChangeKept('DEPOSIT', afternoon)).toBe('olderFile');
    expect(changeWarning('DEPOSIT', { ...afternoon, kept: 'olderFile' })).toBe(
      'Ticket DP1 di file ini lebih lama dari upload sebelumnya (Bo Status APPROVED → PENDING, Depo Amount Rp80.000 → Rp75.000, App Date 03/07/2026 14:10:00 → -): data lama dipertahankan, cek di panel.',
    );
    expect(panelChangeKept('DEPOSIT', row(evening, at('APPROVED', '2026-07-03T07:09:59Z')))).toBe('olderFile');
    // The same instant written in another zone, a later one, or a first one: the file is the panel's word.
    expect(panelChangeKept('DEPOSIT', row(evening, at('APPROVED', '2026-07-03T07:10:00Z', 75000)))).toBe(null);
    // So is a refusal, whatever its App Date: it holds money back.
    expect(panelChangeKept('DEPOSIT', row(evening, at('REJECTED', null)))).toBe(null);
    expect(
      panelChangeKept(
        'WITHDRAW',
        row({ wd_status: 'APPROVED', app_at: '2026-07-03T15:20:05+07:00' }, { wd_status: 'CANCELLED', app_at: '2026-07-03T15:00:00+07:00' }),
      ),
    ).toBe(null);
    expect(panelChangeKept('DEPOSIT', row(evening, at('REJECTED', '2026-07-03T20:00:00+07:00')))).toBe(null);
    expect(panelChangeKept('DEPOSIT', row(at('PENDING', null), evening))).toBe(null);
    expect(panelChangeKept('DEPOSIT', row(at('PENDING', null), at('PENDING', null, 80000)))).toBe(null);
    expect(
      panelChangeKept('WITHDRAW', row({ app_at: '2026-07-03T15:20:05+07:00', amount: 250000 }, { app_at: '2026-07-03T15:00:00+07:00', amount: 200000 })),
    ).toBe('olderFile');
  });
});

// ---- uploads -------------------------------------------------------------------------------------

let who: Cookies;
const upload = (endpoint: string, fields: Record<string, string>, content: string) =>
  uploadAs(ctx, who.admin, endpoint, fields, content) as Promise<{ added: number; duplicates: number; matched: number; status: boolean; warnings: string[] }>;
const { depositRow, withdrawRow, put, depositId } = reviewCalls(() => ctx);
const lineOf = (id: number) => ctx.db.selectFrom('statement_line').select(['matched_bo_id', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
const lastActivity = async () => (await ctx.db.selectFrom('activity').select('activity').orderBy('id', 'desc').executeTakeFirstOrThrow()).activity;

/** ABC's deposits of 3 July as uploadDepositsOf3July wrote them, with DP3's status and amount as given. */
const depositsWith = (status: string, amount = 75000) =>
  depositFile([
    deposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000),
    deposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000),
    deposit('DP3', '03/07/2026 14:02:00', 'ANDI WIJAYA', amount, 'ABC', status),
  ]);
const andiPays = (amount: number) =>
  upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 14:05:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', amount)]));

beforeEach(async () => {
  ({ who } = await startReviewDay(ctx));
});

describe('a BO file with tickets the panel changed since', () => {
  it("takes back the matcher's approval of a ticket the panel rejected since, frees its line and says so", async () => {
    expect((await andiPays(75000)).matched).toBe(1);
    const approved = await depositRow('DP3');
    expect(approved).toMatchObject({ approved: true, match_rule: 'NAME', bo_status: 'APPROVED' });
    const answer = await upload('checkdata', bo('ABC', '03-Jul-2026'), depositsWith('REJECTED'));
    expect(answer).toMatchObject({ status: true, added: 0, duplicates: 3, matched: 0 });
    expect(answer.warnings).toEqual(['Ticket DP3 diperbarui dari panel (Bo Status APPROVED → REJECTED): approve otomatis dicek ulang.']);
    expect(await depositRow('DP3')).toMatchObject({ approved: false, match_rule: null, matched_line_id: null, bo_status: 'REJECTED' });
    expect(await lineOf(approved.matched_line_id!)).toEqual({ matched_bo_id: null, note: null });
    expect(await lastActivity()).toBe('Upload BO nexus-deposit (data.csv) untuk website ABC: 0 baru, 3 sudah ada (1 berubah di panel)');
    // The same file again changes nothing and says nothing.
    expect(await upload('checkdata', bo('ABC', '03-Jul-2026'), depositsWith('REJECTED'))).toMatchObject({ status: true, warnings: [] });
    // The afternoon's export uploaded late does not bring the ticket back: the matcher does not take the money again.
    const late = await upload('checkdata', bo('ABC', '03-Jul-2026'), depositsWith('APPROVED'));
    expect(late.warnings).toEqual([
      'Ticket DP3 ditolak panel di upload sebelumnya, file ini menyebut lain (Bo Status REJECTED → APPROVED): data lama dipertahankan, cek di panel.',
    ]);
    expect(await depositRow('DP3')).toMatchObject({ approved: false, bo_status: 'REJECTED' });
  });

  it('decides a ticket again by its corrected amount', async () => {
    await andiPays(80000);
    expect(await depositRow('DP3')).toMatchObject({ approved: false });
    const answer = await upload('checkdata', bo('ABC', '03-Jul-2026'), depositsWith('APPROVED', 80000));
    expect(answer.warnings).toEqual(['Ticket DP3 diperbarui dari panel (Depo Amount Rp75.000 → Rp80.000).']);
    expect(answer.matched).toBe(1);
    expect(await depositRow('DP3')).toMatchObject({ approved: true, match_rule: 'NAME', depo_amount: '80000.00' });
  });

  it('keeps a row a person approved as that person saw it, and asks for a second look', async () => {
    const res = await put(who.admin, 'updatebodepostts', { arr: [{ bo_id: await depositId('DP3'), ket_app: 'dicek manual' }] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await upload('checkdata', bo('ABC', '03-Jul-2026'), depositsWith('REJECTED', 90000));
    expect(answer.warnings).toEqual([
      'Ticket DP3 berubah di panel (Bo Status APPROVED → REJECTED, Depo Amount Rp75.000 → Rp90.000) setelah di-approve checker: data lama dipertahankan, cek ulang ticket ini.',
    ]);
    expect(await depositRow('DP3')).toMatchObject({ approved: true, bo_status: 'APPROVED', depo_amount: '75000.00' });
  });

  it("keeps the evening's word when the afternoon's export is uploaded after it: no PENDING back, no amount the panel corrected since", async () => {
    /** ABC's deposits as an export shows them, DP3 as given: its App Date empty while the panel has not processed it. */
    const exported = (status: string, amount: number, appAt: string) => {
      const dp3 = deposit('DP3', '03/07/2026 14:02:00', 'ANDI WIJAYA', amount, 'ABC', status);
      dp3[2] = appAt;
      return depositFile([deposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000), deposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000), dp3]);
    };
    const evening = await upload('checkdata', bo('ABC', '03-Jul-2026'), exported('APPROVED', 80000, '03/07/2026 14:10:00'));
    expect(evening.warnings).toEqual([
      'Ticket DP3 diperbarui dari panel (Depo Amount Rp75.000 → Rp80.000, App Date 03/07/2026 14:02:00 → 03/07/2026 14:10:00).',
    ]);
    expect((await andiPays(80000)).matched).toBe(1);
    const approved = await depositRow('DP3');
    expect(approved).toMatchObject({ approved: true, match_rule: 'NAME', depo_amount: '80000.00' });
    // The afternoon's export, uploaded late: DP3 PENDING at the amount the panel corrected since.
    const afternoon = await upload('checkdata', bo('ABC', '03-Jul-2026'), exported('PENDING', 75000, ''));
    expect(afternoon).toMatchObject({ status: true, added: 0, duplicates: 3, matched: 0 });
    expect(afternoon.warnings).toEqual([
      'Ticket DP3 di file ini lebih lama dari upload sebelumnya (Bo Status APPROVED → PENDING, Depo Amount Rp80.000 → Rp75.000, App Date 03/07/2026 14:10:00 → -): data lama dipertahankan, cek di panel.',
    ]);
    expect(await depositRow('DP3')).toEqual(approved);
    expect(await lineOf(approved.matched_line_id!)).toMatchObject({ matched_bo_id: approved.id });
  });

  it("keeps a withdrawal a file shows with an earlier App Date than the stored one's", async () => {
    await upload('bowd', bo('ABC', '03-Jul-2026'), withdrawFile([withdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000)]));
    const answer = await upload('bowd', bo('ABC', '03-Jul-2026'), withdrawFile([withdrawal('WD1', '03/07/2026 15:00:00', 'SITI AMINAH', 200000)]));
    expect(answer.warnings).toEqual([
      'Ticket WD1 di file ini lebih lama dari upload sebelumnya (Amount Rp250.000 → Rp200.000, App Date 03/07/2026 15:20:05 → 03/07/2026 15:00:00): data lama dipertahankan, cek di panel.',
    ]);
    expect(await withdrawRow('WD1')).toMatchObject({ amount: '250000.00' });
  });

  it('updates a withdrawal the panel cancelled since', async () => {
    await upload('bowd', bo('ABC', '03-Jul-2026'), withdrawFile([withdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000)]));
    const answer = await upload('bowd', bo('ABC', '03-Jul-2026'), withdrawFile([withdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000, 'CANCELLED')]));
    expect(answer.warnings).toEqual(['Ticket WD1 diperbarui dari panel (WD Status APPROVED → CANCELLED).']);
    expect(await withdrawRow('WD1')).toMatchObject({ wd_status: 'CANCELLED', approved: false });
  });
});
