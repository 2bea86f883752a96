/**
 * Judges the app's decisions against the ground truth, one BO ticket at a time.
 *
 * An automatic approval is TRUE when the line it took is money of the same player and the same amount on the right
 * side of the books: the very line that backs the ticket ("exact"), or a line of that player and amount that backs a
 * twin ticket or nobody ("swapped": the money is interchangeable, so approving either ticket with either line loses
 * nothing; the twin then counts as missed if it stays Pending). It is FALSE when the ticket has no money behind it
 * and no such line was taken, when the line is another player's, a stranger's, a fee, or short of the ticket's amount
 * (a near miss). A backed ticket left Pending is MISSED. Fraud, unpaid withdrawals and near misses left Pending are
 * what the matcher should do.
 */
import type { BoDepositRow, BoWithdrawRow, GeneratedLine, Player, Rule, Side, SyntheticDays } from './model.ts';
import type { SideViews, ViewLine } from './views.ts';

export type Verdict = 'exact' | 'swapped' | 'false' | 'missed' | 'held' | 'nearMissHeld';

export interface TicketResult {
  side: Side;
  ticket: string;
  player: Player;
  amountSen: number;
  at: number;
  /** Money of exactly this amount arrived (or left) for it. */
  backed: boolean;
  nearMiss: boolean;
  expectedRule: Rule | null;
  tags: string[];
  truthLine: GeneratedLine | null;
  approved: boolean;
  rule: string | null;
  note: string;
  matchedView: ViewLine | null;
  matchedLine: GeneratedLine | null;
  verdict: Verdict;
  reason: string;
}

export interface SideEvaluation {
  side: Side;
  /** View BO answered; without it there is nothing to judge. */
  boAvailable: boolean;
  /** View Mutasi answered: approvals are checked against the line they took. */
  linesAvailable: boolean;
  results: TicketResult[];
  /** Tickets the upload stored but View BO did not return. */
  missingFromView: string[];
  /** Lines View Mutasi showed that the bench cannot tie to a generated line. */
  unknownLines: number;
}

/** Finds the generated line behind a View Mutasi row: by reference, else by booking second and amount. */
function lineResolver(days: SyntheticDays): (v: ViewLine) => GeneratedLine | null {
  const all = days.statements.flatMap((s) => s.lines);
  const byKey = new Map(all.map((l) => [l.key, l]));
  // Fallback for a view that shows minutes only: minute and amount, where that is unique.
  const byMinute = new Map<string, GeneratedLine | null>();
  for (const l of all) {
    const k = `${Math.floor(l.at / 60_000)}|${l.amountSen}`;
    byMinute.set(k, byMinute.has(k) ? null : l);
  }
  return (v) => {
    if (v.reference !== '') {
      const byRef = byKey.get(`ref:${v.reference}`);
      if (byRef) return byRef;
    }
    if (v.at === null || v.amountSen === null) return null;
    return byKey.get(`at:${Math.floor(v.at / 1000)}|${v.amountSen}`) ?? byMinute.get(`${Math.floor(v.at / 60_000)}|${v.amountSen}`) ?? null;
  };
}

const rp = (sen: number) => `Rp${(sen / 100).toLocaleString('id-ID')}`;

function whyFalse(t: TicketResult, line: GeneratedLine, side: Side): string {
  if (line.kind === 'fee') return 'took a fee row';
  if (line.kind === 'internal') return "took the operator's own transfer";
  if (line.side !== side) return `took a line of the other side (${line.direction})`;
  if (line.owner === null) return "took a stranger's unclaimed money";
  if (line.owner !== t.player.username) return `took another player's money (${line.owner})`;
  const lineAmount = line.grossSen ?? line.amountSen;
  return `amount differs: line ${rp(lineAmount)}, ticket ${rp(t.amountSen)}${t.nearMiss ? ' (near miss)' : ''}`;
}

function judge(t: TicketResult, side: Side, linesAvailable: boolean): Pick<TicketResult, 'verdict' | 'reason'> {
  if (!t.approved) {
    if (t.backed) return { verdict: 'missed', reason: 'backed, left Pending' };
    return t.nearMiss ? { verdict: 'nearMissHeld', reason: 'near miss left Pending' } : { verdict: 'held', reason: 'no money, left Pending' };
  }
  if (!linesAvailable) {
    // Without View Mutasi the line cannot be checked: judge by the truth of the ticket alone.
    if (t.backed) return { verdict: 'exact', reason: 'backed (line not verified: View Mutasi unavailable)' };
    return { verdict: 'false', reason: t.nearMiss ? 'near miss approved' : 'no money behind it' };
  }
  if (!t.matchedView) return { verdict: 'false', reason: 'approved, but no line in View Mutasi names this ticket' };
  const line = t.matchedLine;
  if (!line) return { verdict: 'false', reason: `took a line the bench did not generate (id ${t.matchedView.id})` };
  const sameMoney =
    line.owner === t.player.username && (line.grossSen ?? line.amountSen) === t.amountSen && line.side === side && (line.kind === 'player' || line.kind === 'unclaimed');
  if (sameMoney) return line.key === t.truthLine?.key ? { verdict: 'exact', reason: '' } : { verdict: 'swapped', reason: "took an interchangeable line of the player's" };
  return { verdict: 'false', reason: whyFalse(t, line, side) };
}

export function evaluateSide(days: SyntheticDays, side: Side, views: SideViews): SideEvaluation {
  const players = new Map(days.players.map((p) => [p.username, p]));
  const lineByKey = new Map(days.statements.flatMap((s) => s.lines).map((l) => [l.key, l]));
  const resolve = lineResolver(days);
  const linesAvailable = views.lines !== null;
  const viewOfTicket = new Map<string, ViewLine>();
  const viewById = new Map<string, ViewLine>();
  let unknownLines = 0;
  for (const v of views.lines ?? []) {
    if (!resolve(v)) unknownLines++;
    if (v.ticket !== '') viewOfTicket.set(v.ticket, v);
    if (v.id !== '') viewById.set(v.id, v);
  }
  // The line a ticket took: by the BO row's matched_line_id where View BO gives it, else the line naming the ticket.
  const lineTaken = (ticket: string, matchedLineId: string) => (matchedLineId ? viewById.get(matchedLineId) : undefined) ?? viewOfTicket.get(ticket) ?? null;
  const tickets: (BoDepositRow | BoWithdrawRow)[] = side === 'DEPOSIT' ? days.deposits : days.withdrawals;
  const missingFromView: string[] = [];
  const results = tickets.map((row): TicketResult => {
    const decision = views.bo?.get(row.ticket);
    if (views.bo && !decision) missingFromView.push(row.ticket);
    const matchedView = decision?.approved ? lineTaken(row.ticket, decision.matchedLineId) : null;
    const t: TicketResult = {
      side,
      ticket: row.ticket,
      player: players.get(row.username)!,
      amountSen: row.amountSen,
      at: 'reqAt' in row ? row.reqAt : row.appAt,
      backed: row.truth.line !== null && !row.truth.nearMiss,
      nearMiss: row.truth.nearMiss,
      expectedRule: row.truth.rule,
      tags: row.truth.tags,
      truthLine: row.truth.line ? lineByKey.get(row.truth.line)! : null,
      approved: decision?.approved ?? false,
      rule: decision?.rule ?? null,
      note: decision?.note ?? '',
      matchedView,
      matchedLine: matchedView ? resolve(matchedView) : null,
      verdict: 'held',
      reason: '',
    };
    return { ...t, ...judge(t, side, linesAvailable) };
  });
  return { side, boAvailable: views.bo !== null, linesAvailable, results, missingFromView, unknownLines };
}

export const isTrue = (r: TicketResult) => r.verdict === 'exact' || r.verdict === 'swapped';
