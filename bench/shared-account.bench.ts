// One transfer, two websites (docs/reconciliation.md, "One account, two websites"): the quality bench's days of its
// default mix and two other seeds, plus a third website XYZ sharing two of website 0's accounts: its first BCA deposit
// account, filed in XYZ's Data Bank too, whose statement XYZ uploads each day in the other layout (KlikBCA's export,
// dates only and names cut at 18, where website 0 has our template, and the reverse) with a title (BPK, IBU, SDR)
// before a quarter of its names, as another layout may write them; and its QRIS merchant, whose report XYZ uploads
// too. Every player of website 0 plays on XYZ as well under another username, and every request website 0 has on
// those accounts is asked of XYZ too, the same amount up to 4 minutes apart, with XYZ's own references: a player who
// plays on both and pays once. On odd days XYZ uploads first, so either website may come first.
//
// Judged against the money, not the matcher's rules: per player and amount, the requests approved on both websites
// together may not outnumber the payments that player made of that amount (the generator's money; or, where the
// truth of truth.ts reads more lines as the player's own, that many). Target: 0 over-approved. Also printed: how many
// requests each website approved, per account, and how many pairs were approved on both (each then with a payment of
// its own). SHOW_OVER=1 prints each over-approved player's requests and the lines they took; RECON_BENCH_SEED one
// seed only. Figures only, never a failure; 30-40 s a seed on 2 cores.
import { BenchApi } from './reconcile/api.ts';
import { isoDateOf, MINUTE } from './reconcile/clock.ts';
import { uploadFiles, type UploadFile } from './reconcile/files.ts';
import { BENCH_SEEDS, generateDays } from './reconcile/generate.ts';
import type { Account, BoDepositRow, Layout, SyntheticDays } from './reconcile/model.ts';
import { prng } from './reconcile/prng.ts';
import { computeTruth } from './reconcile/truth.ts';
import { readSide } from './reconcile/views.ts';

const X = 'XYZ';
const seeds = process.env.RECON_BENCH_SEED ? [Number(process.env.RECON_BENCH_SEED)] : BENCH_SEEDS;

/**
 * Adds XYZ to the days: copies of website 0's first BCA deposit account and of its QRIS merchant, their lines (the same
 * transfers and payments) and of website 0's requests on them.
 */
function withSharedAccounts(days: SyntheticDays): { shared: Account[]; pairs: [BoDepositRow, BoDepositRow][] } {
  const r = prng(days.seed + 1);
  const site = days.websites[0]!.code;
  const shared = [
    days.accounts.find((a) => a.website === site && a.bank === 'BCA' && a.kind === 'DEPO')!,
    days.accounts.find((a) => a.website === site && a.bank === 'QRIS')!,
  ];
  days.websites.push({ code: X, name: `Website ${X}`, qrisMerchant: days.websites[0]!.qrisMerchant });
  const key = (k: string | null) => (k === null ? null : `${X}:${k}`);
  // Another layout may write the payer otherwise: a title before the name in a quarter of XYZ's copies.
  const titled = (description: string, name: string) =>
    name !== '' && description.endsWith(name) && r.chance(0.25)
      ? `${description.slice(0, -name.length)}${r.pick(['BPK ', 'IBU ', 'SDR '])}${name}`
      : description;
  const username = (u: string) => `x${u}`;
  days.players.push(...days.players.filter((p) => p.website === site).map((p) => ({ ...p, website: X, username: username(p.username) })));
  const pairs: [BoDepositRow, BoDepositRow][] = [];
  for (const account of shared) {
    const bank = account.bank === 'BCA';
    const layouts: Layout[] = bank ? account.layouts.map((l) => (l === 'bca-template' ? 'klikbca' : 'bca-template')) : account.layouts;
    const copy: Account = {
      ...account,
      id: `${X}/${account.bank}/DEPO/${account.number}`,
      website: X,
      name: `PT ${X} SENTOSA MAKMUR`,
      layouts,
      pendDays: layouts.flatMap((l, d) => (l === 'klikbca' ? [d] : [])),
    };
    days.accounts.push(copy);
    days.lines.push(
      ...days.lines
        .filter((l) => l.account === account.id)
        .map((l) => ({
          ...l,
          key: key(l.key)!,
          website: X,
          account: copy.id,
          money: key(l.money)!,
          twinOf: key(l.twinOf),
          returnedBy: key(l.returnedBy),
          returns: key(l.returns),
          description: bank ? titled(l.description, l.shownName) : l.description,
        })),
    );
    // The same request asked of XYZ; its references are XYZ's own (a payment's RRN is on the row of the website paid).
    for (const d of days.deposits.filter((x) => x.website === site && x.corporateAccount === account.id)) {
      const shift = r.int(9 * MINUTE) - 4 * MINUTE;
      const at = isoDateOf(d.reqAt + shift) === isoDateOf(d.reqAt) ? d.reqAt + shift : d.reqAt;
      const twin: BoDepositRow = {
        ...d,
        ticket: `X${d.ticket}`,
        website: X,
        username: username(d.username),
        reqAt: at,
        appAt: d.appAt + (at - d.reqAt),
        corporateAccount: copy.id,
        boRef: `X${d.boRef}`,
        playerRef: `X${d.playerRef}`,
        playerOwnRef: `X${d.playerOwnRef}`,
      };
      pairs.push([d, twin]);
    }
  }
  days.deposits.push(...pairs.map(([, twin]) => twin));
  return { shared, pairs };
}

/** Day by day; on even days website 0, 1 then XYZ (BO files first), on odd days XYZ first (statements first). */
function uploadOrder(files: readonly UploadFile[], days: SyntheticDays): UploadFile[] {
  const order: UploadFile[] = [];
  days.days.forEach((_, day) => {
    const sites = day % 2 === 0 ? days.websites : [days.websites[days.websites.length - 1]!, ...days.websites.slice(0, -1)];
    for (const site of sites) {
      const groups = day % 2 === 0 ? (['BO', 'STATEMENT'] as const) : (['STATEMENT', 'BO'] as const);
      for (const group of groups) order.push(...files.filter((f) => f.day === day && f.website === site.code && f.group === group));
    }
  });
  return order;
}

async function runSeed(seed: number): Promise<string> {
  const t0 = performance.now();
  const days = generateDays({ seed });
  // What a careful checker could know of website 0's requests (truth.ts), before XYZ is added: each may be approved
  // once when its expectation is an approval (or either way), never when it is Pending.
  computeTruth(days);
  const { shared, pairs } = withSharedAccounts(days);
  const files = uploadFiles(days);
  const api = await BenchApi.start();
  try {
    await api.createWebsites(days);
    const refused: string[] = [];
    for (const file of uploadOrder(files, days)) {
      const answer = await api.upload(file);
      if (!answer.ok) refused.push(`${file.name}: ${answer.message}`);
    }
    const site = days.websites[0]!.code;
    const decided = new Map<string, boolean>();
    const detail = new Map<string, { text: string; lineId: string }>();
    const lineText = new Map<string, string>();
    for (const code of [site, X]) {
      const { bo, lines } = await readSide(api, 'DEPOSIT', code, days.days);
      for (const l of lines ?? [])
        lineText.set(l.id, `${code} #${l.id} ${l.bookedDate} ${l.at === null ? '' : new Date(l.at).toISOString().slice(11, 16)} ${l.name} | ${l.description}`);
      for (const [ticket, d] of bo ?? []) {
        decided.set(ticket, d.approved);
        detail.set(ticket, { text: `${ticket} ${d.approved ? 'APPROVED' : 'pending'} ${d.rule ?? ''}`, lineId: d.matchedLineId });
      }
    }

    // Per player and amount: approvals on both websites against what backs them: the payments the player made (the
    // generator's money), or where the truth reads more (a line that reads as the player's own), that many.
    const groups = new Map<string, { approved: number; money: Set<string>; readAsOwn: number }>();
    let approved0 = 0,
      approvedX = 0,
      both = 0;
    for (const [d, twin] of pairs) {
      const group = groups.get(`${d.username}|${d.amountSen}`) ?? { approved: 0, money: new Set<string>(), readAsOwn: 0 };
      groups.set(`${d.username}|${d.amountSen}`, group);
      if (d.intent.money !== null) group.money.add(d.intent.money);
      if (d.expect?.kind === 'approve' || d.expect?.kind === 'optional') group.readAsOwn++;
      const a = decided.get(d.ticket) === true,
        b = decided.get(twin.ticket) === true;
      group.approved += Number(a) + Number(b);
      approved0 += Number(a);
      approvedX += Number(b);
      both += Number(a && b);
    }
    const allowed = (g: { money: Set<string>; readAsOwn: number }) => Math.max(g.money.size, g.readAsOwn);
    const over = [...groups.values()].reduce((n, g) => n + Math.max(0, g.approved - allowed(g)), 0);
    if (process.env.SHOW_OVER) {
      for (const [k, g] of groups) {
        if (g.approved <= allowed(g)) continue;
        console.log(`OVER ${k}: ${g.approved} approvals, ${allowed(g)} allowed`);
        for (const [d, twin] of pairs.filter(([x]) => `${x.username}|${x.amountSen}` === k)) {
          for (const t of [d, twin]) {
            const { text, lineId } = detail.get(t.ticket) ?? { text: t.ticket, lineId: '' };
            console.log(
              `   ${text} ${new Date(t.reqAt).toISOString().slice(0, 16)} expect ${t.expect?.kind} money ${t.intent.money} tags ${t.intent.tags.join(',')} :: ${lineText.get(lineId) ?? ''}`,
            );
          }
        }
      }
    }
    const layouts = [...new Set(files.filter((f) => f.website === X && f.group === 'STATEMENT').map((f) => f.layout))].join(', ');
    console.log(`\n=== seed ${seed}: ${shared.map((a) => `${a.bank} ${a.number}`).join(' and ')} of ${site} shared with ${X} (XYZ's layouts: ${layouts})`);
    if (refused.length > 0) console.log(`refused uploads: ${refused.length}, e.g. ${refused[0]}`);
    console.log(
      `requests on the shared accounts: ${pairs.length} on each website; approved on ${site} ${approved0}, on ${X} ${approvedX}; pairs approved on both: ${both}`,
    );
    for (const account of shared) {
      const mine = pairs.filter(([d]) => d.corporateAccount === account.id);
      const count = (i: 0 | 1) => mine.filter((pair) => decided.get(pair[i].ticket) === true).length;
      console.log(`  ${account.bank} ${account.number}: ${mine.length} pairs, approved on ${site} ${count(0)}, on ${X} ${count(1)}`);
    }
    const line = `seed ${seed}: over-approved ${over} (target 0: ${over === 0 ? 'MET' : 'NOT MET'}), ${pairs.length} pairs, ${approved0 + approvedX} approvals, ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    console.log(line);
    return line;
  } finally {
    await api.close();
  }
}

const summary: string[] = [];
for (const seed of seeds) summary.push(await runSeed(seed));
console.log('\n== one transfer, two websites');
for (const line of summary) console.log(line);
