/**
 * View Mutasi and View BO beyond the approvals: PEND twins shown once (the other row linked to it as `twin`), returned
 * payouts linked both ways (`returned_by` on the debit, `returns` on the credit), the operator's and the bank's lines
 * shown with their `line_kind` and never in the Pending list, `panel_refused` on the rows the panel refused, and
 * `match_hint` naming the approved ticket on the later of a double submission. Each check says "not available yet"
 * while the server sends none of what it looks at.
 */
import type { Evaluation, ViewsOf } from './evaluate.ts';
import type { GeneratedLine, LineKind, SyntheticDays } from './model.ts';

export interface CheckLine {
  name: string;
  /** null: not available yet. */
  ok: number | null;
  of: number;
  detail: string;
  /** Examples of what is wrong. */
  problems: string[];
}

/** The items that pass and what is wrong with the others: `problemOf` answers null for an item that passes. */
function tally<T>(items: readonly T[], problemOf: (item: T) => string | null): { ok: number; problems: string[] } {
  const problems = items.map(problemOf).filter((p) => p !== null);
  return { ok: items.length - problems.length, problems };
}

const describe = (l: GeneratedLine) => `${l.key} ${l.account} ${l.direction} ${(l.amountSen / 100).toLocaleString('id-ID')} '${l.description || l.reference}'`;

export function viewChecks(days: SyntheticDays, ev: Evaluation, views: readonly ViewsOf[]): CheckLine[] {
  const out: CheckLine[] = [];
  const allRows = views.flatMap((v) => v.views.lines ?? []);
  const anyRelated = allRows.some((r) => r.related !== undefined && r.related !== null);
  const relatedSent = allRows.some((r) => r.related !== undefined);
  const kindsSent = allRows.some((r) => r.lineKind !== undefined && r.lineKind !== 'PLAYER');
  const pendingIds = new Set(views.flatMap((v) => [...(v.views.pendingIds ?? [])].map((id) => `${v.website}|${id}`)));
  const shown = (l: GeneratedLine) => ev.viewOfLine.get(l.key);
  /** A related_line as the bench reads it: the relation and the generated line it names. */
  const related = (v: NonNullable<ReturnType<typeof shown>>) => {
    if (!v.related) return String(v.related ?? null);
    const other = ev.lineOfView.get(`${v.website}|${v.related.lineId}`);
    return `${v.related.relation} -> ${other ? describe(other) : `id ${v.related.lineId}`}`;
  };

  // PEND twins: the pair shown once; the other row, if shown, linked as a twin and not Pending on its own.
  const twins = days.lines.filter((l) => l.pending && l.twinOf);
  const twinCheck = tally(twins, (pend) => {
    const posted = days.lines.find((l) => l.key === pend.twinOf)!;
    const a = shown(pend);
    const b = shown(posted);
    const linked = (x: typeof a, y: typeof b) => x?.related?.relation === 'twin' && y !== undefined && x.related.lineId === y.id;
    const phantom = a && b && !linked(a, b) && !linked(b, a) && (!a.approved || !b.approved);
    if (!a || !b || !phantom) return null;
    return `${describe(posted)}: PEND row ${a.id} and booked row ${b.id} both shown, not linked, ${[a, b].filter((x) => !x.approved).length} Pending`;
  });
  out.push({
    name: 'PEND twins shown once',
    ok: twins.length === 0 || anyRelated || twinCheck.problems.length === 0 ? twinCheck.ok : null,
    of: twins.length,
    detail: anyRelated ? '' : 'related_line not filled yet',
    problems: twinCheck.problems,
  });

  // Returned payouts: both lines shown, linked both ways.
  const returns = days.lines.filter((l) => l.returns);
  const returnCheck = tally(returns, (back) => {
    const payout = days.lines.find((l) => l.key === back.returns)!;
    const d = shown(payout);
    const c = shown(back);
    const debitLinked = d?.related?.relation === 'returned_by' && c !== undefined && d.related.lineId === c.id;
    const creditLinked = c?.related?.relation === 'returns' && d !== undefined && c.related.lineId === d.id;
    if (debitLinked && creditLinked) return null;
    return `${describe(payout)} returned by ${describe(back)}: debit ${d ? `shown (related ${related(d)})` : 'not shown'}, credit ${c ? `shown (related ${related(c)})` : 'not shown'}`;
  });
  out.push({
    name: 'returned payouts linked both ways',
    ok: anyRelated ? returnCheck.ok : null,
    of: returns.length,
    detail: anyRelated ? '' : relatedSent ? 'related_line always null yet' : 'related_line not sent',
    problems: returnCheck.problems,
  });

  // The operator's and the bank's lines: shown with their kind, never Pending, never matched.
  const kinds: LineKind[] = ['FEE', 'INTEREST', 'TAX', 'SWEEP', 'TOPUP', 'RETURN'];
  for (const kind of kinds) {
    const lines = days.lines.filter((l) => l.lineKind === kind && !l.pending);
    const kindCheck = tally(lines, (l) => {
      const v = shown(l);
      const wrong = !v
        ? 'not shown'
        : v.lineKind !== kind
          ? `shown as ${v.lineKind ?? '(no line_kind)'}`
          : pendingIds.has(`${v.website}|${v.id}`)
            ? 'listed as Pending'
            : v.ticket !== ''
              ? `matched to ${v.ticket}`
              : '';
      return wrong === '' ? null : `${describe(l)}: ${wrong}`;
    });
    // Matched to a ticket is wrong whether or not the kinds are sent yet.
    const matched = lines.filter((l) => (shown(l)?.ticket ?? '') !== '').length;
    out.push({
      name: `${kind} lines shown as ${kind}, not Pending`,
      ok: kindsSent ? kindCheck.ok : null,
      of: lines.length,
      detail: `${lines.filter((l) => shown(l)).length} shown${matched > 0 ? `, ${matched} MATCHED TO A TICKET` : ''}${kindsSent ? '' : '; line_kind not filled yet'}`,
      problems: kindCheck.problems,
    });
  }

  // View BO: panel_refused on refused rows; match_hint on the later of a double submission.
  const refused = ev.results.filter((r) => r.expect.kind === 'pending' && r.expect.reason === 'panel-refused');
  const refusedSent = refused.some((r) => r.decision?.panelRefused !== undefined);
  const refusedOk = refused.filter((r) => r.decision?.panelRefused === true).length;
  const wronglyRefused = ev.results.filter(
    (r) => r.decision?.panelRefused === true && !(r.expect.kind === 'pending' && r.expect.reason === 'panel-refused'),
  ).length;
  out.push({
    name: 'View BO panel_refused on REJECTED/CANCELLED rows',
    ok: refusedSent ? refusedOk : null,
    of: refused.length,
    detail: wronglyRefused > 0 ? `${wronglyRefused} other rows marked refused` : '',
    problems: refused.filter((r) => r.decision?.panelRefused !== true).map((r) => `${r.ticket}: panel_refused ${String(r.decision?.panelRefused)}`),
  });
  const doubles = ev.results.filter((r) => r.expect.kind === 'pending' && r.expect.reason === 'double-submission');
  const hintsSent = ev.results.some((r) => r.decision?.matchHint);
  const hintOk = doubles.filter(
    (r) => r.expect.kind === 'pending' && r.expect.hintTicket && (r.decision?.matchHint ?? '').includes(r.expect.hintTicket),
  ).length;
  out.push({
    name: 'match_hint names the approved ticket (double submission)',
    ok: hintsSent ? hintOk : null,
    of: doubles.length,
    detail: hintsSent ? '' : 'match_hint always empty yet',
    problems: doubles
      .filter((r) => r.expect.kind === 'pending' && !(r.decision?.matchHint ?? '').includes(r.expect.hintTicket ?? '?'))
      .map((r) => `${r.ticket}: hint '${r.decision?.matchHint ?? ''}', expected to name ${r.expect.kind === 'pending' ? r.expect.hintTicket : ''}`),
  });
  return out;
}
