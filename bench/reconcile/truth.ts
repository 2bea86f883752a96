/**
 * The ground truth a careful checker could know from the data, nothing more: the generator knows who really paid what
 * (each ticket's `intent`), but a checker sees only the lines. For every ticket this works out whether the data backs
 * it beyond doubt, and with which lines, by the rules (fit.ts grades each line for each ticket):
 *
 * 1. A line belongs to the players that fit it best. When two DIFFERENT players (usernames) fit it equally well, it
 *    backs neither: time order is not evidence (rule 2).
 * 2. Then, among what that left (rules apply strongest first), a nameless line (TIME) must be the only such line in
 *    the row's window, and the row the only player's open row for it.
 * 3. The same player's requests of the same amount are interchangeable: each line goes to the nearest request (the
 *    earlier of equally near ones); a request left without one beside an earlier one that took its line is a double
 *    submission (Pending, its hint naming the approved ticket).
 * 4. Rows the panel refused are never approved; a returned payout backs nothing.
 *
 * A ticket is expected approved with any line it may take at its best grade (identical lines of the player, or a
 * stranger's line nobody could tell from the player's, are interchangeable); Pending otherwise, with the reason. A GREY
 * name (fit.ts) makes the ticket optional. Where this differs from what the generator meant, it is counted and shown.
 */
import { DAY, HOUR, MINUTE } from './clock.ts';
import { GRADE, fit, ruleOfGrade, ticketFacts, words, type FitContext, type Grade, type Misfit, type TicketFacts } from './fit.ts';
import {
  momentOf,
  playerKey,
  sideOf,
  type Expectation,
  type GeneratedLine,
  type PendingReason,
  type Player,
  type Rule,
  type SyntheticDays,
  type Ticket,
} from './model.ts';

interface Edge {
  t: TicketFacts;
  line: GeneratedLine;
  grade: Grade;
}

export interface TruthSummary {
  /** Tickets whose expectation differs from what the generator meant, by kind, with examples. */
  adjusted: Map<string, string[]>;
}

const MISFIT_REASON: Record<Misfit, PendingReason> = {
  'other-account': 'other-account',
  'other-bank': 'no-evidence',
  'other-number': 'no-evidence',
  'other-reference': 'no-evidence',
  'reference-name': 'copied-reference',
  window: 'out-of-window',
  'no-time': 'no-time',
  name: 'name-too-far',
  'others-name': 'namesake-ambiguous',
  'middle-late': 'middle-name-late',
  kind: 'no-evidence',
};

export function computeTruth(days: SyntheticDays): TruthSummary {
  const accounts = new Map(days.accounts.map((a) => [a.id, a]));
  const players = new Map(days.players.map((p) => [playerKey(p.website, p.username), p]));
  const tickets: Ticket[] = [...days.deposits, ...days.withdrawals];
  const playerNames = new Map<string, Map<string, Player[]>>();
  for (const p of new Set(tickets.map((t) => players.get(playerKey(t.website, t.username))!))) {
    let byName = playerNames.get(p.website);
    if (!byName) playerNames.set(p.website, (byName = new Map()));
    const key = words(p.fullName).sort().join(' ');
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  // A request stating the reference of a line of its amount names its payment there.
  const linesByReference = new Set(days.lines.filter((l) => l.reference !== '').map((l) => `${l.grossSen ?? l.amountSen}|${l.reference}`));
  /**
   * Another player's request the panel did not refuse, of the line's amount and account, asked from 15 minutes before
   * the line to an hour after it (paid first), stating no reference of another line of its amount: it could be the
   * payer of a line without a name as well (the matcher's rule 3 window, widened by the hour players pay ahead).
   */
  const claimRival = (t: TicketFacts, line: GeneratedLine) =>
    days.deposits.some(
      (d) =>
        d !== t.ticket &&
        d.website === line.website &&
        d.username !== t.player.username &&
        d.status === 'APPROVED' &&
        d.amountSen === (line.grossSen ?? line.amountSen) &&
        d.corporateAccount === line.account &&
        d.reqAt >= line.at - 15 * MINUTE &&
        d.reqAt <= line.at + HOUR &&
        ![d.boRef, d.playerRef, d.playerOwnRef, d.ticket].some((ref) => ref !== line.reference && linesByReference.has(`${d.amountSen}|${ref}`)),
    );
  const ctx: FitContext = { accounts, playerNames, claimRival };
  const lineByKey = new Map(days.lines.map((l) => [l.key, l]));
  const keysOfMoney = new Map<string, string[]>();
  for (const l of days.lines) keysOfMoney.set(l.money, [...(keysOfMoney.get(l.money) ?? []), l.key]);

  // Lines by website, side and amount (QRIS by its gross), in time order.
  const index = new Map<string, GeneratedLine[]>();
  for (const l of days.lines) {
    const a = accounts.get(l.account)!;
    const side = l.direction === 'CR' && a.kind === 'DEPO' ? 'DEPOSIT' : l.direction === 'DB' && a.kind === 'WD' ? 'WITHDRAW' : null;
    if (!side || l.lineKind !== 'PLAYER') continue;
    const k = `${l.website}|${side}|${l.grossSen ?? l.amountSen}`;
    const list = index.get(k);
    if (list) list.push(l);
    else index.set(k, [l]);
  }

  const facts = new Map<string, TicketFacts>();
  const edgesOf = new Map<string, Edge[]>();
  const edgesOfLine = new Map<string, Edge[]>();
  const misfitOf = new Map<string, Misfit>();
  for (const t of tickets) {
    const f = ticketFacts(t, players.get(playerKey(t.website, t.username))!, accounts.get(t.corporateAccount)!);
    facts.set(t.ticket, f);
    const mine: Edge[] = [];
    edgesOf.set(t.ticket, mine);
    if (t.status !== 'APPROVED') continue;
    for (const line of index.get(`${t.website}|${f.side}|${t.amountSen}`) ?? []) {
      const g = fit(f, line, ctx);
      if (line.money === t.intent.money && g.misfit) misfitOf.set(t.ticket, g.misfit);
      if (g.grade === null) continue;
      const e = { t: f, line, grade: g.grade };
      mine.push(e);
      const list = edgesOfLine.get(line.key);
      if (list) list.push(e);
      else edgesOfLine.set(line.key, [e]);
    }
  }

  // The same player's requests of one amount: interchangeable among themselves.
  const groups = new Map<string, TicketFacts[]>();
  for (const f of facts.values()) {
    if (f.ticket.status !== 'APPROVED') continue;
    const k = `${f.ticket.website}|${f.side}|${f.player.username}|${f.ticket.amountSen}`;
    const g = groups.get(k);
    if (g) g.push(f);
    else groups.set(k, [f]);
  }
  // Each line goes to the request it is nearest to (a checker pairs 09:02 money with the 09:00 request, not with the
  // one of 22:00 the day before): requests up to two hours before a line (or one hour after it) are equally near, and
  // the earlier takes it. A file without times shows only the day: its lines are near every request of that day.
  const takenBy = new Map<string, string>();
  const assigned = new Map<string, Edge[]>();
  const nearness = (f: TicketFacts, l: GeneratedLine) => {
    if (!l.timeShown) return Math.abs(Math.floor(l.at / DAY) - Math.floor(f.at / DAY)) * 96;
    const gap = l.at >= f.at ? l.at - f.at : 2 * (f.at - l.at);
    return Math.floor(gap / (2 * HOUR));
  };
  const assign = (usable: (f: TicketFacts) => Edge[]) => {
    for (const group of groups.values()) {
      const open = group.filter((f) => !assigned.has(f.ticket.ticket));
      const options = new Map(open.map((f) => [f.ticket.ticket, usable(f)]));
      const pairs = open.flatMap((f) => options.get(f.ticket.ticket)!.map((e) => ({ f, e, near: nearness(f, e.line) })));
      pairs.sort(
        (x, y) =>
          x.near - y.near ||
          x.f.at - y.f.at ||
          x.f.ticket.ticket.localeCompare(y.f.ticket.ticket) ||
          x.e.line.at - y.e.line.at ||
          x.e.line.key.localeCompare(y.e.line.key),
      );
      for (const { f, e } of pairs) {
        if (assigned.has(f.ticket.ticket) || takenBy.has(e.line.money)) continue;
        takenBy.set(e.line.money, f.ticket.ticket);
        assigned.set(f.ticket.ticket, options.get(f.ticket.ticket)!);
      }
    }
  };

  // 1. Lines that show something (a reference, a number, a name) go to the players that fit them best. Where players
  //    of different usernames fit a line equally well, it is theirs only if every way of backing as many of those
  //    rows as possible gives it to the same player (rows.ts-like reasoning: another namesake's 12:27 money backs his
  //    12:26 request, so the 20:14 money is the 20:22 requester's); otherwise it backs nobody: time order is not
  //    evidence. Lines of any grade are interchangeable for the ticket (a player may pay from two accounts).
  const topGrade = new Map<string, Grade>();
  for (const [key, edges] of edgesOfLine) topGrade.set(key, Math.max(...edges.filter((e) => e.grade !== GRADE.TIME).map((e) => e.grade), 0) as Grade);
  const top = (f: TicketFacts) => edgesOf.get(f.ticket.ticket)!.filter((e) => e.grade !== GRADE.TIME && e.grade === topGrade.get(e.line.key));
  const ownerOf = sharedLineOwners(facts, top);
  const contested = new Set([...ownerOf].filter(([, owner]) => owner === null).map(([key]) => key));
  assign((f) => top(f).filter((e) => !ownerOf.has(e.line.key) || ownerOf.get(e.line.key) === f.player.username));

  // 2. Nameless lines (TIME), among what step 1 left (the rules apply strongest first): a line only when it is the
  //    only such line in the row's window, and the row the only player's open row for it.
  const timeUsers = new Map<string, Set<string>>();
  const timeEdges = (f: TicketFacts) => edgesOf.get(f.ticket.ticket)!.filter((e) => e.grade === GRADE.TIME && !takenBy.has(e.line.money));
  for (const f of facts.values()) {
    if (f.ticket.status !== 'APPROVED' || assigned.has(f.ticket.ticket)) continue;
    for (const e of timeEdges(f)) timeUsers.set(e.line.key, new Set([...(timeUsers.get(e.line.key) ?? []), f.player.username]));
  }
  for (const [key, users] of timeUsers) if (users.size > 1) contested.add(key);
  assign((f) => {
    const edges = timeEdges(f);
    return new Set(edges.map((e) => e.line.money)).size === 1 ? edges.filter((e) => !contested.has(e.line.key)) : [];
  });

  const ticketsByNo = new Map(tickets.map((t) => [t.ticket, t]));
  const summary: TruthSummary = { adjusted: new Map() };
  const note = (kind: string, t: Ticket) => {
    const list = summary.adjusted.get(kind) ?? [];
    list.push(t.ticket);
    summary.adjusted.set(kind, list);
  };
  for (const f of facts.values()) {
    const t = f.ticket;
    const exp = expectation(f, ticketsByNo, assigned.get(t.ticket), lineByKey, keysOfMoney, takenBy, contested, edgesOf.get(t.ticket)!, misfitOf.get(t.ticket));
    t.expect = exp;
    const meant = t.intent.pending === null && t.intent.money !== null;
    if (exp.kind === 'approve' && !meant) note(`approve, generator meant Pending (${t.intent.pending ?? 'no money'})`, t);
    if (exp.kind === 'pending' && meant) note(`Pending (${exp.reason}), generator meant approved`, t);
    if (exp.kind === 'optional') note('optional (a grey name)', t);
  }
  return summary;
}

function expectation(
  f: TicketFacts,
  ticketsByNo: ReadonlyMap<string, Ticket>,
  options: Edge[] | undefined,
  lineByKey: ReadonlyMap<string, GeneratedLine>,
  keysOfMoney: ReadonlyMap<string, string[]>,
  takenBy: ReadonlyMap<string, string>,
  contested: ReadonlySet<string>,
  edges: readonly Edge[],
  misfit: Misfit | undefined,
): Expectation {
  const t = f.ticket;
  if (t.status !== 'APPROVED') return { kind: 'pending', reason: 'panel-refused' };
  const withTwins = (keys: Iterable<string>) => {
    const out = new Set<string>();
    for (const k of keys) for (const twin of keysOfMoney.get(lineByKey.get(k)!.money)!) out.add(twin);
    return [...out];
  };
  if (options && options.length > 0) {
    const grade = Math.max(...options.map((e) => e.grade)) as Grade;
    const lines = withTwins(new Set(options.map((e) => e.line.key)));
    if (grade === GRADE.GREY) return { kind: 'optional', lines };
    const own = t.intent.money ? withTwins([t.intent.money]) : [];
    return { kind: 'approve', rule: ruleOfGrade(grade) as Rule, lines, own };
  }
  // Pending: say why, as precisely as the data allows.
  const own = t.intent.money ? lineByKey.get(t.intent.money) : undefined;
  if (own?.returnedBy) return { kind: 'pending', reason: 'returned' };
  const ownEdge = own ? edges.find((e) => e.line.money === own.money) : undefined;
  /**
   * Another request of the player took the line: a double submission when the two were made within 10 minutes of each
   * other and the line shows its time (rule 7: the earlier is approved); otherwise no rule says which of the two the
   * money is for, and either may be approved.
   */
  const tookIt = (holder: string, line: GeneratedLine): Expectation => {
    const other = ticketsByNo.get(holder)!;
    const double = line.timeShown && Math.abs(momentOf(other) - f.at) <= 10 * MINUTE;
    return { kind: 'pending', reason: double ? 'double-submission' : 'interchangeable', hintTicket: holder };
  };
  if (ownEdge) {
    const holder = takenBy.get(own!.money);
    if (holder && holder !== t.ticket) return tookIt(holder, ownEdge.line);
    if (contested.has(ownEdge.line.key)) return { kind: 'pending', reason: ownEdge.grade === GRADE.TIME ? 'time-not-unique' : 'namesake-ambiguous' };
    if (ownEdge.grade === GRADE.TIME) return { kind: 'pending', reason: 'time-not-unique' };
  }
  // A request of the player right before it took the only line it could have had.
  for (const e of edges) {
    const holder = takenBy.get(e.line.money);
    if (holder && holder !== t.ticket && e.line.owner === f.player.username) return tookIt(holder, e.line);
  }
  if (t.intent.pending) return { kind: 'pending', reason: t.intent.pending };
  if (!own) return { kind: 'pending', reason: sideOf(t) === 'WITHDRAW' ? 'unpaid' : 'no-money' };
  if (t.intent.tags.includes('near-miss')) return { kind: 'pending', reason: 'near-miss' };
  return { kind: 'pending', reason: misfit ? MISFIT_REASON[misfit] : 'no-evidence' };
}

/**
 * Who owns the lines players of different usernames fit equally well, and the lines of their components: the one
 * username every maximum backing of the component's rows (a maximum matching) gives the line to; null when two
 * usernames can have it (contested), and for every shared line of a component too large to enumerate.
 */
function sharedLineOwners(facts: ReadonlyMap<string, TicketFacts>, top: (f: TicketFacts) => Edge[]): Map<string, string | null> {
  const ownerOf = new Map<string, string | null>();
  const byLine = new Map<string, Edge[]>();
  const byTicket = new Map<string, Edge[]>();
  for (const f of facts.values()) {
    if (f.ticket.status !== 'APPROVED') continue;
    const edges = top(f);
    byTicket.set(f.ticket.ticket, edges);
    for (const e of edges) byLine.set(e.line.key, [...(byLine.get(e.line.key) ?? []), e]);
  }
  const shared = [...byLine].filter(([, edges]) => new Set(edges.map((e) => e.t.player.username)).size > 1).map(([k]) => k);
  const seen = new Set<string>();
  for (const start of shared) {
    if (seen.has(start)) continue;
    // The component: lines and tickets joined by best-fit edges.
    const lines = new Set<string>([start]);
    const tickets = new Set<string>();
    const queue = [start];
    while (queue.length > 0 && lines.size <= 40) {
      const l = queue.pop()!;
      for (const e of byLine.get(l) ?? []) {
        if (tickets.has(e.t.ticket.ticket)) continue;
        tickets.add(e.t.ticket.ticket);
        for (const e2 of byTicket.get(e.t.ticket.ticket) ?? []) {
          if (!lines.has(e2.line.key)) {
            lines.add(e2.line.key);
            queue.push(e2.line.key);
          }
        }
      }
    }
    for (const l of lines) seen.add(l);
    const owners = matchingOwners(
      [...tickets].map((t) => byTicket.get(t)!),
      lines.size <= 10 && tickets.size <= 10,
    );
    for (const l of lines) {
      const users = owners ? owners.get(l) : new Set((byLine.get(l) ?? []).map((e) => e.t.player.username));
      if (!users || users.size === 0) continue;
      ownerOf.set(l, users.size === 1 ? [...users][0]! : null);
    }
  }
  return ownerOf;
}

/** Line -> usernames it is matched to across all maximum matchings; null when the component is too large. */
function matchingOwners(ticketEdges: readonly Edge[][], small: boolean): Map<string, Set<string>> | null {
  if (!small) return null;
  let best = 0;
  let matchings: string[][] = [];
  const used = new Set<string>();
  const current: string[] = [];
  let steps = 0;
  const walk = (i: number, size: number) => {
    if (++steps > 200_000) throw new Error('too large');
    if (size + (ticketEdges.length - i) < best) return;
    if (i === ticketEdges.length) {
      if (size > best) {
        best = size;
        matchings = [];
      }
      if (size === best) matchings.push([...current]);
      return;
    }
    const edges = ticketEdges[i]!;
    for (const e of edges) {
      if (used.has(e.line.money)) continue;
      used.add(e.line.money);
      current.push(`${e.line.key}|${e.t.player.username}`);
      walk(i + 1, size + 1);
      current.pop();
      used.delete(e.line.money);
    }
    walk(i + 1, size);
  };
  try {
    walk(0, 0);
  } catch {
    return null;
  }
  const owners = new Map<string, Set<string>>();
  for (const m of matchings) {
    for (const pair of m) {
      const [line, user] = pair.split('|') as [string, string];
      owners.set(line, new Set([...(owners.get(line) ?? []), user]));
    }
  }
  return owners;
}
