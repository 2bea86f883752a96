// Suggestions warmed after uploads (server/src/modules/reconciliation/warm-up.ts): what they cost the uploads. The 46
// files of the quality bench's default data set (seed 20260714: 12,386 rows, two websites, three days) are uploaded
// back to back over HTTP on PGlite, with SUGGESTIONS_WARM_UP off and on, in turns (timings here vary by a third from
// run to run: compare the pairs). Prints the total, the slowest upload, and how long the warm-ups still took once
// the last upload had answered. Figures only, never a failure.
import { openPglite } from '../server/src/db/connect.ts';
import { warmUpsSettled } from '../server/src/modules/reconciliation/warm-up.ts';
import { closeWorkers } from '../server/src/workers/pool.ts';
import { isGateway } from './reconcile/accounts.ts';
import { multipart, signIn, startApp } from './reconcile/api.ts';
import { uploadFiles } from './reconcile/files.ts';
import { generateDays } from './reconcile/generate.ts';

const days = generateDays({ seed: 20260714 });
const files = uploadFiles(days);

async function uploadAll(warm: boolean): Promise<{ total: number; slowest: number; warmAfter: number }> {
  const database = await openPglite();
  const app = await startApp(database.db, { SUGGESTIONS_WARM_UP: String(warm) });
  try {
    const cookie = await signIn(app);
    const send = (url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie }, remoteAddress: '127.0.0.1' });
    for (const site of days.websites) {
      await send('/api/createwebsite', { website_name: site.name, website_code: site.code, website_panel: 'NEXUS' });
      for (const a of days.accounts.filter((x) => x.website === site.code && !isGateway(x))) {
        await send('/api/createakunbank', {
          akun_bank_website: site.code,
          akun_bank_jenis_transaksi: a.kind,
          akun_bank_bank: a.bank,
          akun_bank_name: a.name,
          akun_bank_no: a.number,
        });
      }
    }
    const start = performance.now();
    let slowest = 0;
    for (const f of files) {
      const { payload, headers } = multipart(f.fields, f.name, Buffer.from(f.content));
      const t = performance.now();
      const res = await send(`/api/${f.endpoint}`, payload, headers);
      slowest = Math.max(slowest, performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${f.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const total = performance.now() - start;
    const settled = performance.now();
    await warmUpsSettled(database.db);
    return { total, slowest, warmAfter: performance.now() - settled };
  } finally {
    await app.close();
    await database.close();
  }
}

console.log(`\n${files.length} uploads back to back (PGlite, in-process HTTP), suggestions warm-up off and on, in turns`);
console.log('warm-up   total s   slowest ms   warm-ups done after the last answer, ms');
const totals = { off: [] as number[], on: [] as number[] };
for (let round = 0; round < 2; round++) {
  for (const warm of [false, true]) {
    const r = await uploadAll(warm);
    totals[warm ? 'on' : 'off'].push(r.total);
    console.log(
      `${(warm ? 'on' : 'off').padEnd(7)} ${(r.total / 1000).toFixed(1).padStart(7)} ${r.slowest.toFixed(0).padStart(12)} ${r.warmAfter.toFixed(0).padStart(10)}`,
    );
  }
}
// The first round compiles the code paths (JIT): the second pair is the fairer comparison.
console.log(`uploads with warm-ups on / off, second round: ${(totals.on[1]! / totals.off[1]!).toFixed(2)}`);
await closeWorkers();
