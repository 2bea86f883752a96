// Bundles the server and the contract it imports into ESM files, npm packages external: dist/main.js, and
// dist/worker.js, what the worker threads run (src/workers/pool.ts).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@auto-checker/'));

await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/workers/tasks.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
