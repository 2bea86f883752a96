import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANUAL_PROVIDERS } from '../../src/modules/statements/parsers/manual.ts';
import { UPLOAD_ENDPOINTS } from '../../src/modules/uploads/endpoints.ts';
import { readFile, type ReadFileOutput, type StatementSummary } from '../../src/modules/uploads/read-file.ts';
import type { StatementBatch } from '../../src/modules/uploads/statement-batch.ts';
import { postedMessages, readInput } from '../support/statement-reading.ts';

/**
 * Every real and template file of the fixtures, damaged the way files arrive damaged (a cell cut, a quote or a
 * separator dropped in, a number too large, a line doubled or lost, the file cut short), read by every upload
 * endpoint as the upload reads it (read-file.ts, in its worker). Whatever the text: an answer, never an exception
 * (that would be a 500 and a worker's stack in the log), a refusal that says something readable, and rows whose money
 * and dates are numbers and days.
 */
const FIXTURES = new URL('../fixtures/', import.meta.url);
const files = ['statements', 'bo'].flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, FIXTURES))
    .filter((name) => /\.(csv|txt|tsv)$/i.test(name))
    .map((name) => ({ name: `${dir}/${name}`, text: readFileSync(new URL(`${dir}/${name}`, FIXTURES), 'latin1') })),
);

/** What is dropped into a file: the pieces readers and number parsers trip on. */
const PIECES = [',', ';', '\t', '"', "'", '\n', '\r\n', '-', '.', '0', '9', '/', ':', ' ', '\u00a0', '\u0000', 'ü', 'Rp', 'CR', 'DB', 'PEND'];
const NUMBERS = ['1e308', '-1', '99999999999999999999', '9007199254740993', '0.001', '1.000.000,005', 'NaN', 'Infinity', '31/02/2026', '99/99/9999', '27/06'];

type Damage = { at: number; kind: 'insert'; piece: string } | { at: number; kind: 'delete' | 'double' | 'drop' | 'cut' };

const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ at: fc.nat(), kind: fc.constant('insert' as const), piece: fc.constantFrom(...PIECES, ...NUMBERS) }),
  fc.record({ at: fc.nat(), kind: fc.constantFrom('delete' as const, 'double' as const, 'drop' as const, 'cut' as const) }),
);

function damaged(text: string, damages: readonly Damage[]): string {
  let out = text;
  for (const d of damages) {
    const at = out.length === 0 ? 0 : d.at % out.length;
    if (d.kind === 'insert') out = out.slice(0, at) + d.piece + out.slice(at);
    else if (d.kind === 'delete') out = out.slice(0, at) + out.slice(at + 1 + (d.at % 7));
    else if (d.kind === 'cut') out = out.slice(0, at);
    else {
      const lines = out.split('\n');
      const i = d.at % lines.length;
      if (d.kind === 'double') lines.splice(i, 0, lines[i]!);
      else lines.splice(i, 1);
      out = lines.join('\n');
    }
  }
  return out;
}

const endpoints = Object.keys(UPLOAD_ENDPOINTS);

/** What the upload reads: a BO file's rows, or a statement's batches and summary as its worker posts them. */
type Output = ReadFileOutput | (StatementSummary & { kind: 'STATEMENT'; batches: StatementBatch[] });

async function read(endpoint: string, provider: string, text: string, statementDate: string | null): Promise<Output> {
  const input = readInput(endpoint, provider, Buffer.from(text, 'latin1'), statementDate);
  if (UPLOAD_ENDPOINTS[endpoint]!.kind !== 'STATEMENT') return readFile(input);
  // Batches, then the end: what the file is, or why it is refused.
  const messages = await postedMessages(input);
  const last = messages.pop()!;
  if (!('end' in last)) throw new Error('no end last');
  const batches = messages.map((m) => ('batch' in m ? m.batch : expect.fail('a second end')));
  if (!last.end.ok) return last.end;
  return { ...last.end, kind: 'STATEMENT', batches };
}

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
const isMoney = (sen: number | null) => sen === null || Number.isSafeInteger(sen);

/**
 * Words a message or a stored line shows only by a bug, unless the file itself wrote them, even inside a longer word (a
 * refusal quotes its cells; BCA's narrative is read in fixed widths, so `VISIONET INTERNASINaN` is the wallet company
 * and a name `NaN`).
 */
const BUG_WORDS = [/\bundefined\b/, /\bNaN\b/, /\bInfinity\b/, /\[object /];

function expectSane(output: Output, text: string, what: string): void {
  const bugWords = BUG_WORDS.filter((word) => !new RegExp(word.source.replaceAll('\\b', '')).test(text));
  const expectNoBugWords = (shown: string) => {
    for (const word of bugWords) {
      const at = shown.search(word);
      expect(at, `${what}: ${String(word)} in …${shown.slice(Math.max(0, at - 150), at + 150)}`).toBe(-1);
    }
  };
  if (!output.ok) {
    expect(output.error.length, what).toBeGreaterThan(0);
    expectNoBugWords(output.error);
    return;
  }
  if (!('kind' in output)) return;
  if (output.kind === 'STATEMENT') {
    expect(output.count, what).toBeGreaterThan(0);
    expect(
      output.batches.reduce((sum, b) => sum + b.count, 0),
      what,
    ).toBe(output.count);
    for (const batch of output.batches) expectNoBugWords(batch.copy);
    for (const date of output.dates) expect(isDay(date), `${what}: ${date}`).toBe(true);
  } else if (output.kind === 'BO_DEPOSIT') {
    for (const row of output.rows) {
      expect([row.depoAmountSen, row.adminFeeSen, row.agentFeeSen, row.playerFeeSen, row.nettAmountSen].every(isMoney), what).toBe(true);
      expect(isDay(row.reqDate.date), `${what}: ${row.reqDate.date}`).toBe(true);
    }
  } else {
    for (const row of output.rows) {
      expect([row.amountSen, row.nettAmountSen, row.lastBalanceSen].every(isMoney), what).toBe(true);
      expect(isDay(row.appDate.date), `${what}: ${row.appDate.date}`).toBe(true);
    }
  }
}

/** Each file with the endpoints (and manual providers) that read it whole: damage then reaches their row rules. */
async function readers(): Promise<{ file: (typeof files)[number]; endpoint: string; provider: string }[]> {
  const found: { file: (typeof files)[number]; endpoint: string; provider: string }[] = [];
  for (const file of files) {
    for (const endpoint of endpoints) {
      for (const provider of endpoint === 'mutasiupdepomanual' ? MANUAL_PROVIDERS : (['BCA'] as const)) {
        const output = await read(endpoint, provider, file.text, '2026-06-27');
        expectSane(output, file.text, `${file.name} as ${endpoint} (${provider})`);
        if (output.ok) found.push({ file, endpoint, provider });
      }
    }
  }
  return found;
}

describe('a damaged file, read by the upload endpoints', () => {
  it(`answers, and sanely, for the ${files.length} fixture files whole, then cut, doubled and sprinkled with stray characters`, async () => {
    const pairs = await readers();
    // Every fixture that is a file to upload (not one made to be refused) is read by some endpoint.
    expect(pairs.length).toBeGreaterThan(files.length / 2);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pairs),
        fc.constantFrom('2026-06-27', null),
        fc.array(damage, { minLength: 1, maxLength: 6 }),
        async ({ file, endpoint, provider }, statementDate, damages) => {
          const text = damaged(file.text, damages);
          const what = `${file.name} as ${endpoint} (${provider}) after ${JSON.stringify(damages)}`;
          let output: Output;
          try {
            output = await read(endpoint, provider, text, statementDate);
          } catch (error) {
            throw new Error(`${what} threw: ${error instanceof Error ? error.stack : String(error)}`);
          }
          expectSane(output, text, what);
        },
      ),
      {
        numRuns: 3000,
        // Found by a run: `NaN` written into a BCA narrative right after the wallet company's 18 letters.
        examples: [
          [
            pairs.find((p) => p.file.name === 'statements/bca-bisnis-dbcr.csv' && p.endpoint === 'mutasiupdepobca')!,
            '2026-06-27',
            [
              { at: 1357961118, kind: 'insert', piece: '0.001' },
              { at: 1815749274, kind: 'insert', piece: 'Rp' },
              { at: 1016747433, kind: 'insert', piece: 'NaN' },
              { at: 0, kind: 'insert', piece: ',' },
            ],
          ],
        ],
      },
    );
  });
});
