// Front-end size: the JavaScript the sign-in page loads before it can run, against the 200 KB gzip target,
// and the largest chunks that load later (lazy routes). Builds the web app first.
// What the page loads initially is read from web/dist/index.html as a browser reads it: the entry script,
// its <link rel="modulepreload"> chunks and, to be safe, every chunk those import statically.
// Sizes are raw and gzip at level 9 (what a reverse proxy set to maximum or a pre-compressing build step
// serves; level 6, the usual default, is a few percent larger). Prints figures, never fails.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_GZIP_KB = 200;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web', 'dist');

const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, encoding: 'utf8' });
if (build.status !== 0) {
  console.log(`web build failed (exit ${build.status}); no figures.\n${build.stderr}`);
  process.exit(0);
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entries = tags.filter((t) => t.startsWith('<script') && attr(t, 'type') === 'module').map((t) => attr(t, 'src')!);
const preloads = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'modulepreload').map((t) => attr(t, 'href')!);
const css = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'stylesheet').map((t) => attr(t, 'href')!);

const fileOf = (url: string) => path.join(dist, url.replace(/^\//, ''));
/** Chunks a module imports statically (`import ... from "./x.js"`, `import "./x.js"`); not `import("./x.js")`. */
const staticImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => path.resolve(path.dirname(file), m[1]!));

const initial = new Set<string>();
const visit = (file: string) => {
  if (initial.has(file)) return;
  initial.add(file);
  for (const dep of staticImports(file)) visit(dep);
};
for (const url of [...entries, ...preloads]) visit(fileOf(url));

interface Sized {
  name: string;
  raw: number;
  gzip: number;
}
const sizeOf = (file: string): Sized => {
  const bytes = readFileSync(file);
  return { name: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
const total = (list: Sized[]) => list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
const row = (s: Sized) => console.log(`  ${kb(s.raw)} KB raw ${kb(s.gzip)} KB gzip  ${s.name}`);

const initialJs = [...initial].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
const sum = total(initialJs);
console.log(`sign-in page, initial JS (${entries.length} entry script, ${preloads.length} modulepreload, ${initialJs.length} files):`);
initialJs.forEach(row);
console.log(
  `  total ${(sum.raw / 1024).toFixed(1)} KB raw, ${(sum.gzip / 1024).toFixed(1)} KB gzip -9 ` +
    `(target <= ${TARGET_GZIP_KB} KB gzip: ${sum.gzip / 1024 <= TARGET_GZIP_KB ? 'met' : 'NOT met'})`,
);
const cssSizes = css.map((u) => sizeOf(fileOf(u)));
if (cssSizes.length) console.log(`  plus CSS ${(total(cssSizes).raw / 1024).toFixed(1)} KB raw, ${(total(cssSizes).gzip / 1024).toFixed(1)} KB gzip`);

const assets = path.join(dist, 'assets');
const lazy = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => path.join(assets, f))
  .filter((f) => !initial.has(f))
  .map(sizeOf)
  .sort((a, b) => b.gzip - a.gzip);
const lazySum = total(lazy);
console.log(`lazy chunks: ${lazy.length}, ${(lazySum.raw / 1024).toFixed(1)} KB raw, ${(lazySum.gzip / 1024).toFixed(1)} KB gzip in all; the largest:`);
lazy.slice(0, 8).forEach(row);
