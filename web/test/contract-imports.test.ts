// Zod stays out of the web bundle: the page imports from the contract only values defined outside its schemas/
// folder. A value of a schema file would bring that file in, and with it zod (about 85 KB: a schema file's top-level
// zod calls cannot be left out), though the web validates nothing with it. Types may come from anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The values (not types) a source imports from '@auto-checker/contract'. */
function contractValues(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@auto-checker\/contract'/g)) {
    if (m[1]) continue;
    for (const item of m[2]!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]!;
      if (name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('what the web imports from the contract', () => {
  it('reads the values of an import, not its types', () => {
    expect(contractValues("import { A, type B, C as D } from '@auto-checker/contract';\nimport type { E } from '@auto-checker/contract';")).toEqual(['A', 'C']);
  });

  it('is never a value of a schema file', () => {
    const schemaDir = path.join(root, 'contract', 'src', 'schemas');
    const schemaValues = new Map<string, string>();
    for (const file of filesUnder(schemaDir))
      for (const m of readFileSync(file, 'utf8').matchAll(/export (?:const|function|class) (\w+)/g)) schemaValues.set(m[1]!, path.relative(root, file));
    expect(schemaValues.size).toBeGreaterThan(20);
    const leaks = filesUnder(path.join(root, 'web', 'src'))
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        contractValues(readFileSync(file, 'utf8')).flatMap((name) =>
          schemaValues.has(name) ? [`${path.relative(root, file)}: ${name} (${schemaValues.get(name)})`] : [],
        ),
      );
    expect(leaks).toEqual([]);
  });
});
