import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { nameWords } from '../../src/modules/reconciliation/namesakes.ts';
import { useTestContext } from '../support/harness.ts';

const ctx = useTestContext();

describe('a name as player_name keeps its words', () => {
  it('is written alike by nameWords and by the database (ac_name_words), so that the lookup finds what was stored', async () => {
    const names = [
      'Sdr. Budi  santoso',
      'KARTIKA DEWA SUPRIYADI',
      'SUPRIYADI KARTIKA DEWA',
      "d'Costa-Rina o'neil",
      'Élise Putri',
      'ANDI ANDI WIJAYA',
      '',
      '12345',
      'budi/santoso,budi',
    ];
    const stored = await Promise.all(names.map(async (n) => (await sql<{ w: string }>`select ac_name_words(${n}) as w`.execute(ctx.db)).rows[0]!.w));
    expect(stored).toEqual(names.map(nameWords));
    expect(names.map(nameWords)).toEqual([
      'BUDI SANTOSO SDR',
      'DEWA KARTIKA SUPRIYADI',
      'DEWA KARTIKA SUPRIYADI',
      'COSTA D NEIL O RINA',
      'LISE PUTRI',
      'ANDI WIJAYA',
      '',
      '',
      'BUDI SANTOSO',
    ]);
  });
});
