/**
 * Judges the app's decisions against the truth (truth.ts), one BO ticket at a time, and View Mutasi line by line.
 *
 * A ticket expected approved is TRUE when approved with one of its expected lines (its own: "exact"; another the
 * checker could not tell from it, such as the same player's identical line: "swapped"), MISSED when left Pending, FALSE
 * when approved with any other line (another player's, a stranger's, a fee, a returned payout, another website's). A
 * ticket expected Pending is FALSE when approved at all; `false-rule` marks the approvals that took the player's own
 * money where the rules wanted this ticket Pending (the later of a double submission, a namesake's line the data cannot
 * give to either, a line whose time cannot be known): still false approvals, told apart because this time no money was
 * lost. One exception: when two requests of the player are interchangeable (no rule says which
 * the money is for) and the app approved the other one, that counts as the expected approval. An `optional` ticket
 * (a grey name) is right either way, approved only with one of its lines.
 */
import { dmyHms, isoDateOf } from './clock.ts';
import type { Account, Expectation, GeneratedLine, Player, Side, SyntheticDays, Ticket } from './model.ts';
import { momentOf, playerKey, sideOf } from './model.ts';
import type { BoDecision, SideViews, ViewLine } from './views.ts';

export type Verdict = 'exact' | 'swapped' | 'false' | 'false-rule' | 'missed' | 'held' | 'optional-approved' | 'optional-held';

export interface TicketResult {
  side: Side;
  website: string;
  ticket: string;
  player: Player;
  amountSen: number;
  at: number;
  tags: string[];
  expect: Expectation;
  ownLine: GeneratedLine | null;
  approved: boolean;
  rule: string | null;
  note: string;
  decision: BoDecision | undefined;
  matchedView: ViewLine | null;
  matchedLine: GeneratedLine | null;
  verdict: Verdict;
  reason: string;
}

export const isTrue = (r: TicketResult) => r.verdict === 'exact' || r.verdict === 'swapped';
export const isFalse = (r: TicketResult) => r.verdict === 'false' || r.verdict === 'false-rule';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * The key both sides can compute for a line: its reference where it has one, else account, date, time, amount, text
 * and whether it is a PEND row (a PEND row and a booked transfer of the same text and day are different rows).
 */
function generatedKey(l: GeneratedLine, account: Account): string {
  if (l.reference !== '') return `${l.website}|ref|${l.reference}`;
  return `${l.website}|${account.number}|${isoDateOf(l.at)}|${l.timeShown ? dmyHms(l.at).slice(11) : ''}|${l.amountSen}|${norm(l.description)}|${l.pending ? 'PEND' : ''}`;
}
function viewKey(v: ViewLine, website: string): string {
  if (v.reference !== '') return `${website}|ref|${v.reference}`;
  return `${website}|${v.account}|${v.bookedDate}|${v.at === null ? '' : dmyHms(v.at).slice(11)}|${v.amountSen}|${norm(v.description)}|${v.pending ? 'PEND' : ''}`;
}

export interface ViewsOf {
  website: string;
  side: Side;
  views: SideViews;
}

export interface Evaluation {
  results: TicketResult[];
  /** View Mutasi line (by website and id) -> generated line; null when the bench cannot tie it to one. */
  lineOfView: Map<string, GeneratedLine | null>;
  viewOfLine: Map<string, ViewLine & { website: string }>;
  boAvailable: boolean;
  linesAvailable: boolean;
  missingFromView: string[];
  unknownLines: number;
}

const rp = (sen: number) => `Rp${(sen / 100).toLocaleString('id-ID')}`;

function whyFalse(t: TicketResult, line: GeneratedLine): string {
  if (line.lineKind !== 'PLAYER') return `took a ${line.lineKind} line`;
  if (line.returnedBy) return 'took a payout that came back (returned)';
  if (line.website !== t.website) return "took another website's money";
  if ((line.grossSen ?? line.amountSen) !== t.amountSen) return `amount differs: line ${rp(line.grossSen ?? line.amountSen)}, ticket ${rp(t.amountSen)}`;
  if (line.owner === null) return `took a stranger's money (${line.origin})`;
  if (line.owner !== t.player.username) return `took another player's money (${line.owner})`;
  return "took the player's own money, which the truth does not let back this ticket";
}

function judge(t: TicketResult, linesAvailable: boolean): Pick<TicketResult, 'verdict' | 'reason'> {
  const e = t.expect;
  if (!t.approved) {
    if (e.kind === 'approve') return { verdict: 'missed', reason: 'expected approved, left Pending' };
    if (e.kind === 'optional') return { verdict: 'optional-held', reason: '' };
    return { verdict: 'held', reason: '' };
  }
  const line = t.matchedLine;
  if (e.kind === 'pending') {
    const own =
      line &&
      line.owner === t.player.username &&
      line.website === t.website &&
      line.lineKind === 'PLAYER' &&
      !line.returnedBy &&
      (line.grossSen ?? line.amountSen) === t.amountSen;
    if (own && e.reason === 'interchangeable') return { verdict: 'swapped', reason: `approved instead of ${e.hintTicket} (interchangeable)` };
    if (own && e.reason === 'double-submission')
      return { verdict: 'false-rule', reason: `the later of a double submission approved (rule 7 wants ${e.hintTicket}); the player's own money` };
    if (own) return { verdict: 'false-rule', reason: "it took the player's own money, which the data cannot show to be theirs" };
    const why = !linesAvailable
      ? 'line not verified: View Mutasi unavailable'
      : !t.matchedView
        ? 'no line in View Mutasi names this ticket'
        : line
          ? whyFalse(t, line)
          : `took a line the bench did not generate (id ${t.matchedView.id})`;
    return { verdict: 'false', reason: why };
  }
  if (!linesAvailable) return { verdict: e.kind === 'approve' ? 'exact' : 'optional-approved', reason: 'line not verified: View Mutasi unavailable' };
  if (!t.matchedView) return { verdict: 'false', reason: 'approved, but no line in View Mutasi names this ticket' };
  if (!line) return { verdict: 'false', reason: `took a line the bench did not generate (id ${t.matchedView.id})` };
  if (!e.lines.includes(line.key)) return { verdict: 'false', reason: whyFalse(t, line) };
  if (e.kind === 'optional') return { verdict: 'optional-approved', reason: '' };
  return e.own.includes(line.key) ? { verdict: 'exact', reason: '' } : { verdict: 'swapped', reason: 'took a line the checker could not tell from its own' };
}

/**
 * `uploaded`: the lines in the order they were uploaded (file by file): View Mutasi's ids follow it, which tells apart
 * rows with the same text, such as a PEND row and its booked twin, or two identical transfers of a file without times.
 */
export function evaluate(days: SyntheticDays, views: readonly ViewsOf[], uploaded: readonly GeneratedLine[] = days.lines): Evaluation {
  const players = new Map(days.players.map((p) => [playerKey(p.website, p.username), p]));
  const accounts = new Map(days.accounts.map((a) => [a.id, a]));
  const lineByKey = new Map(days.lines.map((l) => [l.key, l]));
  // Generated lines by key, in upload order; view rows take them in id order (a PEND row was uploaded before its twin).
  const pool = new Map<string, GeneratedLine[]>();
  const judged = new Set(days.lines.map((l) => l.key));
  for (const l of new Set(uploaded.filter((x) => judged.has(x.key)))) {
    const k = generatedKey(l, accounts.get(l.account)!);
    pool.set(k, [...(pool.get(k) ?? []), l]);
  }
  const lineOfView = new Map<string, GeneratedLine | null>();
  const viewOfLine = new Map<string, ViewLine & { website: string }>();
  const viewById = new Map<string, ViewLine>();
  const viewOfTicket = new Map<string, ViewLine>();
  const decisions = new Map<string, BoDecision>();
  let boAvailable = true;
  let linesAvailable = true;
  let unknownLines = 0;
  for (const { website, views: v } of views) {
    if (!v.bo) boAvailable = false;
    if (!v.lines) linesAvailable = false;
    for (const [ticket, d] of v.bo ?? []) decisions.set(ticket, d);
    for (const row of [...(v.lines ?? [])].sort((a, b) => Number(a.id) - Number(b.id))) {
      const id = `${website}|${row.id}`;
      if (lineOfView.has(id)) continue;
      const list = pool.get(viewKey(row, website));
      const line = list?.shift() ?? null;
      if (!line) unknownLines++;
      lineOfView.set(id, line);
      if (line) viewOfLine.set(line.key, { ...row, website });
      viewById.set(row.id, row);
      if (row.ticket !== '') viewOfTicket.set(row.ticket, row);
    }
  }
  const missingFromView: string[] = [];
  const tickets: Ticket[] = [...days.deposits, ...days.withdrawals];
  const results = tickets.map((t): TicketResult => {
    const decision = decisions.get(t.ticket);
    if (boAvailable && !decision) missingFromView.push(t.ticket);
    const matchedView = decision?.approved
      ? ((decision.matchedLineId ? viewById.get(decision.matchedLineId) : undefined) ?? viewOfTicket.get(t.ticket) ?? null)
      : null;
    const matchedLine = matchedView ? (lineOfView.get(`${t.website}|${matchedView.id}`) ?? null) : null;
    const r: TicketResult = {
      side: sideOf(t),
      website: t.website,
      ticket: t.ticket,
      player: players.get(playerKey(t.website, t.username))!,
      amountSen: t.amountSen,
      at: momentOf(t),
      tags: t.intent.tags,
      expect: t.expect!,
      ownLine: t.intent.money ? (lineByKey.get(t.intent.money) ?? null) : null,
      approved: decision?.approved ?? false,
      rule: decision?.rule ?? null,
      note: decision?.note ?? '',
      decision,
      matchedView,
      matchedLine,
      verdict: 'held',
      reason: '',
    };
    return { ...r, ...judge(r, linesAvailable) };
  });
  // One money backs one ticket: a PEND row and its booked twin are one transfer, so a second approval with either is
  // false (the first, by ticket order, keeps its verdict).
  const usedBy = new Map<string, { ticket: string; line: GeneratedLine }>();
  for (const r of [...results].sort((x, y) => x.at - y.at || x.ticket.localeCompare(y.ticket))) {
    if (!r.approved || !r.matchedLine || isFalse(r)) continue;
    const first = usedBy.get(r.matchedLine.money);
    if (first === undefined) usedBy.set(r.matchedLine.money, { ticket: r.ticket, line: r.matchedLine });
    else {
      r.verdict = 'false';
      const twins = first.line.key !== r.matchedLine.key;
      r.reason = `the same money already backs ${first.ticket} (${twins ? `it took ${first.line.key}, ${first.line.pending ? 'the PEND row' : 'the booked row'} of this transfer` : `with the same line`})`;
    }
  }
  // The expected approval of an interchangeable pair is met when the app approved the other request instead.
  const byTicket = new Map(results.map((r) => [r.ticket, r]));
  for (const r of results) {
    if (r.verdict !== 'swapped' || r.expect.kind !== 'pending' || !r.expect.hintTicket) continue;
    const other = byTicket.get(r.expect.hintTicket);
    if (other?.verdict === 'missed') {
      other.verdict = 'swapped';
      other.reason = `${r.ticket} was approved instead (interchangeable)`;
    }
  }
  // More generally, one player's requests of one amount are interchangeable: a request left Pending is not missed when
  // every line it could have taken backs another request of the same player (the matcher gives money to the closest
  // request, the truth to the earliest of two within two hours; either backs the player's money once).
  const moneyOfKey = (key: string) => lineByKey.get(key)?.money;
  for (const r of results) {
    if (r.verdict !== 'missed' || r.expect.kind !== 'approve') continue;
    const usedBySamePlayer = new Set(
      results
        .filter(
          (o) =>
            o !== r &&
            o.website === r.website &&
            o.player.username === r.player.username &&
            o.amountSen === r.amountSen &&
            o.side === r.side &&
            (o.verdict === 'exact' || o.verdict === 'swapped') &&
            o.matchedLine,
        )
        .map((o) => o.matchedLine!.money),
    );
    if (r.expect.lines.length > 0 && r.expect.lines.every((key) => usedBySamePlayer.has(moneyOfKey(key) ?? ''))) {
      r.verdict = 'swapped';
      r.reason = 'every line it could take backs another request of the player (interchangeable)';
    }
  }
  return { results, lineOfView, viewOfLine, boAvailable, linesAvailable, missingFromView, unknownLines };
}
