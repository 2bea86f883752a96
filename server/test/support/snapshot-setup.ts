import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * Once per run of the PGlite server suite: an in-memory PGlite migrated to the latest schema, dumped to a file that
 * every test file starts its database from (test-db.ts). Opening PGlite from a dump takes about 0.4 s; opening an
 * empty one and running initdb, about 2 s, and the suite opens one per file.
 */
let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const handle = await openPglite();
  try {
    await migrateToLatest(handle.db);
    dir = mkdtempSync(path.join(tmpdir(), 'ac-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await handle.close();
  }
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
