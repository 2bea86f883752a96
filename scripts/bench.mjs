// `npm run bench`: every bench/*.bench.ts in turn. Benchmarks print figures and what they compare; they never fail on time.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const files = readdirSync(new URL('../bench', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
