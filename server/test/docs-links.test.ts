import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: what the code and docs cite is in it. The design and the spec live in
// docs/ (docs/design.md, docs/spec/part-1.md and part-2.md); nothing points at a folder beside the clone.

const ROOT = new URL('../../', import.meta.url).pathname;
const SKIP = new Set(['node_modules', 'dist', '.git', 'data', 'test-results']);
/** The documents kept as written elsewhere (they may name their origin). */
const KEPT = new Set(['docs/spec/part-1.md', 'docs/spec/part-2.md', 'docs/formats-evidence.md']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|js|md)$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}
const SOURCES = files(ROOT).filter((f) => !KEPT.has(f) && f !== 'server/test/docs-links.test.ts');
const text = (f: string) => readFileSync(join(ROOT, f), 'utf8');

describe('the repository cites only what it holds', () => {
  it('no file points at the shared folder, the old design file or the spec by part', () => {
    const outside = /\.\.\/shared|\bDESIGN(?:\.md)?\s+(?:section\s+)?\d|\b[Ss]pec,? part \d|spec\/00[01]_/;
    const found = SOURCES.flatMap((f) =>
      text(f)
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('every docs/ document a file names exists, and every section of the design or the spec it cites is there', () => {
    const missing: string[] = [];
    for (const f of SOURCES) {
      for (const m of text(f).matchAll(/docs\/([\w./-]+\.md)(?:,?\s+sections?\s+(\d+[a-z]?))?/g)) {
        const doc = `docs/${m[1]!}`;
        if (!existsSync(join(ROOT, doc))) {
          missing.push(`${f}: ${doc}`);
          continue;
        }
        if (m[2] && !new RegExp(`^##\\s+${m[2]}\\.\\s`, 'm').test(text(doc))) missing.push(`${f}: ${doc} section ${m[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no tracked file cites a tracker issue by number: it says the rule, or names the document that states it', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    const cited = /\bissues? \d+/i;
    const found = tracked
      .filter((f) => !f.startsWith('docs/spec/') && f !== 'package-lock.json' && existsSync(join(ROOT, f)))
      .flatMap((f) =>
        text(f)
          .split('\n')
          .flatMap((line, i) => (cited.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
