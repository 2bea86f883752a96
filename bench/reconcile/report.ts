/**
 * The figures: precision and recall per rule (deposits, withdrawals, all), near misses, recall per scenario, every
 * false approval in full (so the matcher's author can debug it), a sample of the misses, and the target line.
 */
import { dmyHms, hhmm } from './clock.ts';
import { isTrue, type SideEvaluation, type TicketResult } from './evaluate.ts';
import { RULES } from './model.ts';

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const rp = (sen: number) => (sen / 100).toLocaleString('id-ID');
const RULE_ROWS = [...RULES, 'OTHER', 'overall'] as const;
type RuleRow = (typeof RULE_ROWS)[number];

function ruleOf(r: TicketResult): RuleRow {
  return r.rule !== null && (RULES as readonly string[]).includes(r.rule) ? (r.rule as RuleRow) : 'OTHER';
}

interface Cell {
  approved: number;
  true: number;
  false: number;
  precision: string;
  recall: string;
}

/** One rule's row over some tickets: approvals by that rule, and recall over the tickets whose evidence calls for it. */
function cell(results: readonly TicketResult[], row: RuleRow): Cell {
  const approved = results.filter((r) => r.approved && (row === 'overall' || ruleOf(r) === row));
  const trues = approved.filter(isTrue).length;
  const meant = results.filter((r) => r.backed && (row === 'overall' || r.expectedRule === row));
  const caught = meant.filter(isTrue).length;
  return {
    approved: approved.length,
    true: trues,
    false: approved.length - trues,
    precision: pct(trues, approved.length),
    recall: row === 'OTHER' ? '-' : pct(caught, meant.length),
  };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function ruleTable(sides: readonly SideEvaluation[]): string {
  const groups: [string, TicketResult[]][] = [
    ...sides.map((s): [string, TicketResult[]] => [s.side === 'DEPOSIT' ? 'deposits' : 'withdrawals', s.results]),
    ['all', sides.flatMap((s) => s.results)],
  ];
  const rows: string[][] = [];
  for (const [label, results] of groups) {
    for (const row of RULE_ROWS) {
      const c = cell(results, row);
      if (row !== 'overall' && c.approved === 0 && c.recall === '-') continue;
      rows.push([`${label} ${row}`, String(c.approved), String(c.true), String(c.false), c.precision, c.recall]);
    }
  }
  return table(['tickets / rule', 'approved', 'true', 'FALSE', 'precision', 'recall'], rows);
}

export function outcomeLines(sides: readonly SideEvaluation[]): string[] {
  return sides.map((s) => {
    const count = (f: (r: TicketResult) => boolean) => s.results.filter(f).length;
    const verdicts = (v: TicketResult['verdict']) => count((r) => r.verdict === v);
    const parts = [
      `${s.side === 'DEPOSIT' ? 'deposits' : 'withdrawals'}: ${s.results.length} tickets`,
      `${count((r) => r.backed)} backed (${verdicts('exact')} approved with their own line, ${verdicts('swapped')} swapped, ${verdicts('missed')} missed)`,
      `${count((r) => !r.backed && !r.nearMiss)} with no money (${verdicts('held')} left Pending)`,
    ];
    const nearMisses = count((r) => r.nearMiss);
    if (nearMisses > 0) {
      parts.push(`near misses ${nearMisses} (${verdicts('nearMissHeld')} left Pending as expected, ${nearMisses - verdicts('nearMissHeld')} approved)`);
    }
    return parts.join('; ');
  });
}

/** Recall and false approvals per scenario tag, both sides together. */
export function scenarioTable(sides: readonly SideEvaluation[]): string {
  const results = sides.flatMap((s) => s.results);
  const tags = [...new Set(results.flatMap((r) => r.tags))].sort();
  const rows = tags.map((tag) => {
    const tagged = results.filter((r) => r.tags.includes(tag));
    const backed = tagged.filter((r) => r.backed);
    const falses = tagged.filter((r) => r.verdict === 'false').length;
    return [tag, String(tagged.length), String(backed.length), String(backed.filter(isTrue).length), pct(backed.filter(isTrue).length, backed.length), String(falses)];
  });
  return table(['scenario', 'tickets', 'backed', 'approved', 'recall', 'FALSE'], rows);
}

function describeLine(label: string, l: TicketResult['truthLine']): string {
  if (!l) return `${label}: none`;
  const text = l.description || `${l.file} ${l.reference} ${l.counterpartyAccount} ${l.counterpartyName}`.trim();
  return `${label}: ${dmyHms(l.at)} Rp${rp(l.grossSen ?? l.amountSen)} ${text}${l.owner ? ` [${l.owner}]` : ''}`;
}

function ticketHeader(r: TicketResult): string {
  const p = r.player;
  return `${r.ticket} ${hhmm(r.at)} Rp${rp(r.amountSen)} ${p.username} panel '${p.fullName}' bank ${p.bank} '${p.bankName}'`;
}

export function falseApprovals(sides: readonly SideEvaluation[]): string[] {
  return sides.flatMap((s) => s.results.filter((r) => r.verdict === 'false')).map((r) =>
    [
      `  ${ticketHeader(r)}`,
      `    rule ${r.rule ?? '-'}, note '${r.note}': ${r.reason}`,
      `    ${describeLine('took', r.matchedLine)}`,
      `    ${describeLine('truth', r.truthLine)}`,
    ].join('\n'),
  );
}

export function missedSample(sides: readonly SideEvaluation[], limit: number): string[] {
  return sides.flatMap((s) => s.results.filter((r) => r.verdict === 'missed').slice(0, limit)).map((r) =>
    `  ${ticketHeader(r)} [${r.expectedRule}; ${r.tags.join(', ')}]\n    ${describeLine('truth', r.truthLine)}`,
  );
}

/** The issue's target: no false approval, and at least 97 % of the backed tickets approved. */
export function targetLine(sides: readonly SideEvaluation[]): string {
  const all = sides.flatMap((s) => s.results);
  const falses = all.filter((r) => r.verdict === 'false').length;
  const backed = all.filter((r) => r.backed);
  const recall = backed.length === 0 ? 0 : backed.filter(isTrue).length / backed.length;
  const met = falses === 0 && recall >= 0.97;
  return `target: 0 false approvals, recall >= 97%: ${met ? 'MET' : 'NOT MET'} (${falses} false approvals, recall ${(100 * recall).toFixed(1)}%)`;
}
