/**
 * The figures: precision and recall per rule and per class (scenario tag), deposits and withdrawals; the Pending
 * expectations by reason; every false approval in full (so the matcher's author can debug it), a sample of the misses,
 * the View checks, and the target line: 0 false approvals, recall >= 97 % overall and per class (third-party exempt).
 */
import { dmyHms, hhmm } from './clock.ts';
import { isFalse, isTrue, type Evaluation, type TicketResult } from './evaluate.ts';
import { RULES, type GeneratedLine } from './model.ts';
import type { CheckLine } from './view-checks.ts';

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const rp = (sen: number) => (sen / 100).toLocaleString('id-ID');
/** Classes too small to judge per class: fewer expected approvals than this print their recall but do not fail the target. */
export const MIN_CLASS = 5;
/** Classes whose recall is not a target. */
export const RECALL_EXEMPT = ['third-party'];

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const expectedRule = (r: TicketResult) => (r.expect.kind === 'approve' ? r.expect.rule : null);
const meant = (r: TicketResult) => r.expect.kind === 'approve';

/** Precision of the approvals made by each rule, recall of the tickets whose evidence calls for it. */
export function ruleTable(results: readonly TicketResult[]): string {
  const rows: string[][] = [];
  for (const [label, side] of [
    ['deposits', 'DEPOSIT'],
    ['withdrawals', 'WITHDRAW'],
    ['all', null],
  ] as const) {
    const rs = results.filter((r) => side === null || r.side === side);
    for (const rule of [...RULES, 'OTHER', 'overall'] as const) {
      const byRule = (r: TicketResult) => rule === 'overall' || (rule === 'OTHER' ? !(RULES as readonly string[]).includes(r.rule ?? '') : r.rule === rule);
      const approved = rs.filter((r) => r.approved && byRule(r));
      const trues = approved.filter((r) => isTrue(r) || r.verdict === 'optional-approved').length;
      const wanted = rs.filter((r) => meant(r) && (rule === 'overall' || expectedRule(r) === rule));
      if (rule !== 'overall' && approved.length === 0 && wanted.length === 0) continue;
      rows.push([
        `${label} ${rule}`,
        String(approved.length),
        String(trues),
        String(approved.length - trues),
        pct(trues, approved.length),
        rule === 'OTHER' ? '-' : pct(wanted.filter(isTrue).length, wanted.length),
      ]);
    }
  }
  return table(['tickets / rule', 'approved', 'true', 'FALSE', 'precision', 'recall'], rows);
}

export interface ClassFigure {
  tag: string;
  tickets: number;
  expectApprove: number;
  caught: number;
  recall: number | null;
  falses: number;
}

/** Per class: a tag on both sides (a name variant, an odd amount) is told apart by side. */
function classKeys(results: readonly TicketResult[]): { label: string; of: (r: TicketResult) => boolean }[] {
  const tags = [...new Set(results.flatMap((r) => r.tags))].sort();
  return tags.flatMap((tag) => {
    const sides = new Set(results.filter((r) => r.tags.includes(tag)).map((r) => r.side));
    if (sides.size === 1) return [{ label: tag, of: (r: TicketResult) => r.tags.includes(tag) }];
    return (['DEPOSIT', 'WITHDRAW'] as const).map((side) => ({
      label: `${tag} (${side === 'DEPOSIT' ? 'dep' : 'wd'})`,
      of: (r: TicketResult) => r.side === side && r.tags.includes(tag),
    }));
  });
}

export function classFigures(results: readonly TicketResult[]): ClassFigure[] {
  return classKeys(results).map(({ label, of }) => {
    const tagged = results.filter(of);
    const want = tagged.filter(meant);
    const caught = want.filter(isTrue).length;
    return {
      tag: label,
      tickets: tagged.length,
      expectApprove: want.length,
      caught,
      recall: want.length === 0 ? null : caught / want.length,
      falses: tagged.filter(isFalse).length,
    };
  });
}

/** Per class: tickets, expected approved / approved right / recall, expected Pending / left Pending, optional, false. */
export function classTable(results: readonly TicketResult[]): string {
  const keys = classKeys(results);
  const rows = classFigures(results).map((c, i) => {
    const tagged = results.filter(keys[i]!.of);
    const pend = tagged.filter((r) => r.expect.kind === 'pending');
    const opt = tagged.filter((r) => r.expect.kind === 'optional');
    const approvedAll = tagged.filter((r) => r.approved);
    const precise = approvedAll.filter((r) => !isFalse(r)).length;
    const flag = c.recall !== null && c.recall < 0.97 && c.expectApprove >= MIN_CLASS && !RECALL_EXEMPT.includes(c.tag) ? ' <' : '';
    return [
      c.tag,
      String(c.tickets),
      String(c.expectApprove),
      String(c.caught),
      `${c.recall === null ? '-' : pct(c.caught, c.expectApprove)}${flag}`,
      String(pend.length),
      String(pend.filter((r) => r.verdict === 'held').length),
      String(opt.length),
      pct(precise, approvedAll.length),
      String(c.falses),
    ];
  });
  return table(['class (tag)', 'tickets', 'exp.appr', 'approved', 'recall', 'exp.pend', 'held', 'optional', 'precision', 'FALSE'], rows);
}

/** The tickets expected Pending, by reason: how many the app left Pending. */
export function pendingTable(results: readonly TicketResult[]): string {
  const reasons = [...new Set(results.flatMap((r) => (r.expect.kind === 'pending' ? [r.expect.reason] : [])))].sort();
  const rows = reasons.map((reason) => {
    const rs = results.filter((r) => r.expect.kind === 'pending' && r.expect.reason === reason);
    const side = (s: string) => String(rs.filter((r) => r.side === s).length);
    return [reason, side('DEPOSIT'), side('WITHDRAW'), String(rs.filter((r) => r.verdict === 'held').length), String(rs.filter(isFalse).length)];
  });
  return table(['expected Pending because', 'deposits', 'withdrawals', 'left Pending', 'approved (FALSE)'], rows);
}

function describeLine(label: string, l: GeneratedLine | null): string {
  if (!l) return `${label}: none`;
  const text = l.description || `${l.account} ${l.reference} ${l.shownAccount} ${l.shownName}`.trim();
  return `${label}: ${l.key} ${l.account} ${l.timeShown ? dmyHms(l.at) : `${dmyHms(l.at).slice(0, 10)} (no time)`}${l.pending ? ' PEND' : ''} Rp${rp(l.grossSen ?? l.amountSen)} ${text} [${l.owner ?? l.origin}]`;
}

function ticketHeader(r: TicketResult): string {
  const p = r.player;
  return `${r.ticket} ${r.website} ${hhmm(r.at)} Rp${rp(r.amountSen)} ${p.username} panel '${p.fullName}' bank ${p.bank} '${p.bankName}' ${p.accountNo}`;
}

const expectText = (r: TicketResult) =>
  r.expect.kind === 'pending'
    ? `Pending (${r.expect.reason}${r.expect.hintTicket ? `, after ${r.expect.hintTicket}` : ''})`
    : r.expect.kind === 'approve'
      ? `approve by ${r.expect.rule} with ${r.expect.lines.join('/')}`
      : `optional with ${r.expect.lines.join('/')}`;

export function falseApprovals(results: readonly TicketResult[]): string[] {
  return results
    .filter(isFalse)
    .map((r) =>
      [
        `  ${r.verdict === 'false-rule' ? '[rule] ' : ''}${ticketHeader(r)} [${r.tags.join(', ')}]`,
        `    rule ${r.rule ?? '-'}, note '${r.note}': ${r.reason}; expected ${expectText(r)}`,
        `    ${describeLine('took', r.matchedLine)}`,
        `    ${describeLine('its money', r.ownLine)}`,
      ].join('\n'),
    );
}

export function missedSample(results: readonly TicketResult[], limit: number): string[] {
  const missed = results.filter((r) => r.verdict === 'missed');
  const byTag = new Map<string, TicketResult[]>();
  for (const r of missed) {
    const key = r.tags.find((t) => !t.startsWith('name:') && !t.startsWith('pay:') && !t.startsWith('amount:')) ?? r.tags[0] ?? '';
    byTag.set(key, [...(byTag.get(key) ?? []), r]);
  }
  // A few of each class, so that a large class does not hide the others.
  const picked = [...byTag.values()].flatMap((rs) => rs.slice(0, Math.max(2, Math.ceil(limit / byTag.size))));
  return picked.slice(0, limit).map((r) => {
    const hint = r.decision?.matchHint ? `; the app's hint '${r.decision.matchHint}'` : '';
    return `  ${ticketHeader(r)} [${expectText(r)}; ${r.tags.join(', ')}${hint}]\n    ${describeLine('its money', r.ownLine)}`;
  });
}

export function checkTable(checks: readonly CheckLine[]): string {
  const rows = checks.map((c) => [c.name, c.ok === null ? 'not available yet' : `${c.ok} / ${c.of}`, c.detail]);
  return table(['View check', 'right', 'detail'], rows);
}

export interface Target {
  met: boolean;
  falses: number;
  recall: number;
  failingClasses: string[];
  text: string;
}

/** 0 false approvals, recall >= 97 % overall and per class (classes of at least MIN_CLASS expected approvals). */
export function target(ev: Evaluation): Target {
  const all = ev.results;
  const falses = all.filter(isFalse).length;
  const wanted = all.filter(meant);
  const recall = wanted.length === 0 ? 0 : wanted.filter(isTrue).length / wanted.length;
  const failingClasses = classFigures(all)
    .filter((c) => c.recall !== null && c.recall < 0.97 && c.expectApprove >= MIN_CLASS && !RECALL_EXEMPT.includes(c.tag))
    .map((c) => `${c.tag} ${(100 * c.recall!).toFixed(1)}%`);
  const met = falses === 0 && recall >= 0.97 && failingClasses.length === 0;
  const text = `target: 0 false approvals, recall >= 97% overall and per class: ${met ? 'MET' : 'NOT MET'} (${falses} false approvals, recall ${(100 * recall).toFixed(1)}%, ${failingClasses.length} classes under 97%${failingClasses.length > 0 ? `: ${failingClasses.slice(0, 12).join(', ')}${failingClasses.length > 12 ? ', ...' : ''}` : ''})`;
  return { met, falses, recall, failingClasses, text };
}
