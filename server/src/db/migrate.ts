import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_bank_accounts.ts';
import * as m0003 from './migrations/0003_uploads.ts';
import * as m0004 from './migrations/0004_reconciliation.ts';
import * as m0005 from './migrations/0005_review_indexes.ts';
import * as m0006 from './migrations/0006_evidence.ts';
import * as m0007 from './migrations/0007_search_indexes.ts';
import * as m0008 from './migrations/0008_line_upload_key.ts';
import * as m0009 from './migrations/0009_file_compression.ts';
import * as m0010 from './migrations/0010_line_upload_check.ts';
import * as m0011 from './migrations/0011_line_amount_index.ts';
import * as m0012 from './migrations/0012_upload_row_indexes.ts';
import * as m0013 from './migrations/0013_upload_layout.ts';
import * as m0014 from './migrations/0014_player_names.ts';
import * as m0015 from './migrations/0015_gateway_reference_index.ts';

/** Listed here rather than read from disk, so the bundled server carries its migrations. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_bank_accounts': m0002,
  '0003_uploads': m0003,
  '0004_reconciliation': m0004,
  '0005_review_indexes': m0005,
  '0006_evidence': m0006,
  '0007_search_indexes': m0007,
  '0008_line_upload_key': m0008,
  '0009_file_compression': m0009,
  '0010_line_upload_check': m0010,
  '0011_line_amount_index': m0011,
  '0012_upload_row_indexes': m0012,
  '0013_upload_layout': m0013,
  '0014_player_names': m0014,
  '0015_gateway_reference_index': m0015,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
