import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, MSG, type ApiRoute } from '@auto-checker/contract';
import { createTestContext, type TestContext } from '../support/harness.ts';
import { csv } from '../support/multipart.ts';
import { expectErrorBody, send } from './support/http.ts';
import { callOf, routeKey, type CallInput } from './support/route-calls.ts';
import { buildWorld, uploadForm, uploadTemplate, type World } from './support/world.ts';

/**
 * SQL metacharacters, wildcards, NUL, unusual Unicode and very long strings in every path parameter, every
 * query parameter and every top-level field of every JSON body of the contract, sent by an ADMIN (whom no
 * website scope stops, so the value reaches validation and the database). Each answer is a 4xx with a JSON
 * `{ message }` and nothing of the server's insides, or, where the value is legitimately free text, the
 * normal answer: an empty result for a search or an unknown website, the record stored for a name.
 * Afterwards every table is still there and the fixture's accounts are untouched.
 *
 * A path parameter longer than the router's limit (500) is answered 414 before any route runs.
 */

const HOSTILE: readonly (readonly [label: string, value: string])[] = [
  ['quote OR', "' OR 1=1 --"],
  ['statement', '"; drop table account; --'],
  ['percent', '%'],
  ['underscore', '_'],
  ['backslash', '\\'],
  ['NUL', 'a\u0000b'],
  ['unicode', 'Ñandú 漢字 😀 \u202e'],
  ['10 000 characters', "'; --".repeat(2000)],
];
const MAX_PARAM_LENGTH = 500;

/**
 * How each parameter or field takes a hostile value:
 * - refused: it has a format (number, date, choice, IP, code...) the value cannot meet: 4xx;
 * - literal: text compared as it is (a search term, a website code an ADMIN may name freely): a value within
 *   `max` gets the normal answer with an empty result (the fixture holds no such text);
 * - stored: free text kept as it is (a name, a password), within `max` and `pattern`: the normal answer;
 * - ignored: read and thrown away (the spec's client sends it): the normal answer within `max`.
 * Beyond `max` or `pattern` the answer is 400; so it is for NUL anywhere in a path, query or JSON body (no
 * field has a use for it, and PostgreSQL cannot store it): only a multipart field nobody reads may carry one.
 */
type Rule = { kind: 'refused' } | { kind: 'literal' | 'stored' | 'ignored'; max: number; pattern?: RegExp; nul?: 'accepted' };
const refused: Rule = { kind: 'refused' };
const literal = (max: number): Rule => ({ kind: 'literal', max });
const stored = (max: number, pattern?: RegExp): Rule => ({ kind: 'stored', max, ...(pattern ? { pattern } : {}) });
const ignored = (max = Infinity): Rule => ({ kind: 'ignored', max });

/** Path and query parameters, by name (one name means one thing on every route). */
const PARAM_RULES: Record<string, Rule> = {
  pageSize: refused,
  page: refused,
  rowsPerPage: refused,
  id: refused,
  akun_bank_id: refused,
  date: refused,
  startDate: refused,
  endDate: refused,
  start: refused,
  end: refused,
  status: refused,
  mode: refused,
  kind: refused,
  bank: refused,
  ids: refused,
  website: literal(20),
  websiteCode: literal(20),
  // Any jenis but 'depo' lists the WD accounts, and website A has none.
  jenis: literal(10),
  term: literal(200),
  search: literal(100),
  username: literal(100),
};

/** Top-level JSON body fields, by route and name. */
const EXPORT_FIELDS = { date: refused, status: refused, group: literal(20) };
const REPORT_EXPORT_FIELDS = { start: refused, end: refused, group: literal(50) };
const BODY_RULES: Record<string, Record<string, Rule>> = {
  'POST /api/login': { account_name: refused, account_password: refused },
  'POST /api/addadminacc': { account_name: stored(50, /^[A-Za-z0-9._-]+$/), account_password: stored(200), account_role: refused, account_website: refused },
  'PUT /api/updatestatusadminacc/:id': { account_status: refused },
  'PUT /api/updatepassadminacc/:id': { account_password: stored(200) },
  'PUT /api/updatebodepostts': { bank_statement_date: ignored(40), arr: refused },
  'PUT /api/updatebosttswd': { wd_bank_date: ignored(40), arr: refused },
  'PUT /api/deleteboid': { arr: refused },
  'PUT /api/deleteboidwd': { arr: refused },
  // ours: the reason of an undo is free text kept as it is (trimmed), at most 500 characters
  'PUT /api/revertbo': { bo_id: refused, reason: stored(500) },
  'PUT /api/revertbowd': { wd_bo_id: refused, reason: stored(500) },
  'POST /api/exportcsvviewbo': EXPORT_FIELDS,
  'POST /api/exportexcelviewbo': EXPORT_FIELDS,
  'POST /api/exportcsvlviewbowd': EXPORT_FIELDS,
  'POST /api/exportexcelviewbowd': EXPORT_FIELDS,
  'POST /api/exportcsvviewmutasi': EXPORT_FIELDS,
  'POST /api/exportexcelviewmutasi': EXPORT_FIELDS,
  'POST /api/exportcsvviewmutasiwd': EXPORT_FIELDS,
  'POST /api/exportexcelviewmutasiwd': EXPORT_FIELDS,
  'POST /api/createwhitelist': { whitelist_ip: refused },
  'PUT /api/updatestatuswhitelist/:id': { Whitelist_status: refused },
  'POST /api/createwebsite': { website_name: stored(100), website_code: refused, website_panel: refused },
  'POST /api/exportcsvtotaldataplayer': REPORT_EXPORT_FIELDS,
  'POST /api/exportexceltotaldataplayer': REPORT_EXPORT_FIELDS,
  'POST /api/createakunbank': {
    akun_bank_website: refused,
    akun_bank_jenis_transaksi: refused,
    akun_bank_bank: refused,
    akun_bank_name: stored(100),
    akun_bank_no: refused,
    akun_bank_created_by: ignored(),
  },
  'PUT /api/updatestatusakunbank/:akun_bank_id': { akun_bank_status: refused },
  // An ADMIN naming a website that does not exist: 404 (Website tidak ditemukan).
  'DELETE /api/deletebomutasi': { date: refused, group: refused },
};

let ctx: TestContext;
let w: World;
let fixture: Awaited<ReturnType<typeof snapshot>>;
/** The highest ids the fixture itself holds: what the calls create comes after. */
let last: Record<'upload' | 'account' | 'bo_deposit' | 'bo_withdraw' | 'statement_line', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  const highest = async (table: keyof typeof last) =>
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id!;
  last = {
    upload: await highest('upload'),
    account: await highest('account'),
    bo_deposit: await highest('bo_deposit'),
    bo_withdraw: await highest('bo_withdraw'),
    statement_line: await highest('statement_line'),
  };
  fixture = await snapshot();
});
afterAll(() => ctx.close());

/** What must survive every hostile request: the tables, the fixture's accounts and websites, its data. */
async function snapshot() {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(ctx.db);
  // the fixture's own rows, not what the calls add after them
  const rows = (table: 'bo_deposit' | 'bo_withdraw') =>
    ctx.db.selectFrom(table).select(['id', 'approved', 'note', 'deleted_at']).where('id', '<=', last[table]).orderBy('id').execute();
  return {
    tables: tables.map((t) => t.table_name),
    accounts: await ctx.db
      .selectFrom('account')
      .select(['id', 'name', 'role', 'website_id', 'active', 'password_hash'])
      .where('id', '<=', last.account)
      .orderBy('id')
      .execute(),
    websites: await ctx.db.selectFrom('website').select(['id', 'code', 'name', 'panel']).where('code', 'in', ['ABC', 'XYZ']).orderBy('id').execute(),
    uploads: await ctx.db.selectFrom('upload').select(['id', 'file_name', 'website_code', 'rows_added']).where('id', '<=', last.upload).orderBy('id').execute(),
    boDeposits: await rows('bo_deposit'),
    boWithdrawals: await rows('bo_withdraw'),
    statementLines: await ctx.db.selectFrom('statement_line').select(['id', 'approved', 'note']).where('id', '<=', last.statement_line).orderBy('id').execute(),
  };
}

/** The answer a rule calls for, for one value. */
function expectedOutcome(rule: Rule, value: string, ok: number, inPath: boolean): { status: number } | 'client-error' {
  if (inPath && value.length > MAX_PARAM_LENGTH) return { status: 414 };
  if (rule.kind === 'refused') return 'client-error';
  if (value.length > rule.max || (rule.pattern && !rule.pattern.test(value))) return { status: 400 };
  if (value.includes('\u0000') && rule.nul !== 'accepted') return { status: 400 };
  return { status: ok };
}

/** A list, a report page or an export file with no data in it. */
function expectNoData(res: LightMyRequestResponse, what: string): void {
  const type = String(res.headers['content-type']);
  if (type.startsWith('text/csv')) {
    const rows = parse(res.rawPayload.toString('utf8').replace(/^\ufeff/, '')) as string[][];
    // the header, and for the Game Site report its closing total
    expect(
      rows.slice(1).filter((r) => r[0] !== 'Total Sum'),
      what,
    ).toEqual([]);
    return;
  }
  if (!type.startsWith('application/json')) return; // an xlsx: its CSV twin is read instead
  const body = res.json() as unknown;
  if (Array.isArray(body)) {
    expect(body, what).toEqual([]);
    return;
  }
  const report = body as { details?: unknown[]; total?: number; transactions?: number };
  expect(report.details, what).toEqual([]);
  if ('total' in report) expect(report.total, what).toBe(0);
  if ('transactions' in report) expect(report.transactions, what).toBe(0);
}

function check(res: LightMyRequestResponse, rule: Rule, value: string, ok: number, inPath: boolean, what: string): void {
  const want = expectedOutcome(rule, value, ok, inPath);
  const detail = `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (want === 'client-error') {
    expect(res.statusCode >= 400 && res.statusCode < 500, detail).toBe(true);
  } else {
    expect(res.statusCode, detail).toBe(want.status);
  }
  if (res.statusCode >= 400) expectErrorBody(res, detail);
  else if (rule.kind === 'literal') expectNoData(res, detail);
}

const withParam = (input: CallInput, name: string, value: string): CallInput => ({ ...input, params: { ...input.params, [name]: value } });
const withQuery = (input: CallInput, name: string, value: string): CallInput => ({ ...input, query: { ...input.query, [name]: value } });
const withField = (input: CallInput, name: string, value: string): CallInput => ({ ...input, body: { ...input.body, [name]: value } });

describe('every parameter and field has a rule', () => {
  it('path and query parameters', async () => {
    for (const route of API_ROUTES) {
      const input = await callOf(route).input(w, 'admin');
      for (const name of [...Object.keys(input.params ?? {}), ...Object.keys(input.query ?? {})]) {
        expect(PARAM_RULES[name], `${routeKey(route)} :${name} has no rule in PARAM_RULES`).toBeDefined();
      }
    }
  });

  it('JSON body fields', async () => {
    for (const route of API_ROUTES) {
      const input = await callOf(route).input(w, 'admin');
      const fields = Object.keys(input.body ?? {}).sort();
      expect(Object.keys(BODY_RULES[routeKey(route)] ?? {}).sort(), `${routeKey(route)}: a rule for each body field`).toEqual(fields);
    }
  });

  it('the literal parameters have data to miss: their valid call finds some', async () => {
    for (const route of API_ROUTES) {
      const call = callOf(route);
      const input = await call.input(w, 'admin');
      if (!Object.keys(input.params ?? {}).some((name) => PARAM_RULES[name]?.kind === 'literal')) continue;
      const res = await send(ctx, route, input, { cookie: w.adminCookie });
      expect(res.statusCode, routeKey(route)).toBe(call.ok);
      const body = res.json() as unknown[] | { details: unknown[] };
      expect((Array.isArray(body) ? body : body.details).length, `${routeKey(route)} finds data`).toBeGreaterThan(0);
    }
  });
});

describe('hostile values', () => {
  for (const route of API_ROUTES.filter((r) => r.path.includes(':'))) {
    it(`in the path of ${routeKey(route)}`, async () => {
      const call = callOf(route);
      for (const name of (route.path.match(/:(\w+)/g) ?? []).map((p) => p.slice(1))) {
        for (const [label, value] of HOSTILE) {
          const res = await send(ctx, route, withParam(await call.input(w, 'admin'), name, value), { cookie: w.adminCookie });
          check(res, PARAM_RULES[name]!, value, call.ok, true, `:${name} = ${label}`);
        }
        // a malformed percent-escape in the segment itself
        const input = await call.input(w, 'admin');
        const url = route.path.replace(/:(\w+)/g, (_m, p: string) => (p === name ? '%E0%A4%A' : encodeURIComponent(input.params![p]!)));
        const res = await send(ctx, route, input, { cookie: w.adminCookie, url });
        expect(res.statusCode, `:${name} malformed escape`).toBe(400);
        expect(res.json()).toEqual({ message: MSG.invalidInput });
      }
    });
  }

  it('in the query string of every route that reads one', async () => {
    for (const route of API_ROUTES) {
      const call = callOf(route);
      for (const name of Object.keys((await call.input(w, 'admin')).query ?? {})) {
        for (const [label, value] of HOSTILE) {
          const res = await send(ctx, route, withQuery(await call.input(w, 'admin'), name, value), { cookie: w.adminCookie });
          check(res, PARAM_RULES[name]!, value, call.ok, false, `${routeKey(route)} ?${name} = ${label}`);
        }
      }
    }
  });

  for (const route of API_ROUTES.filter((r) => BODY_RULES[routeKey(r)])) {
    it(`in the JSON body of ${routeKey(route)}`, async () => {
      const call = callOf(route);
      for (const [field, rule] of Object.entries(BODY_RULES[routeKey(route)]!)) {
        for (const [label, value] of HOSTILE) {
          const res = await send(ctx, route, withField(await call.input(w, 'admin'), field, value), { cookie: w.adminCookie });
          check(res, rule, value, call.ok, false, `${field} = ${label}`);
        }
      }
    });
  }

  it('in the fields and file name of an upload form', async () => {
    const route: Pick<ApiRoute, 'method' | 'path'> = { method: 'POST', path: '/api/mutasiupdepobca' };
    const template = uploadTemplate('mutasiupdepobca');
    const unread: Rule = { kind: 'ignored', max: Infinity, nul: 'accepted' };
    const rules: Record<string, Rule> = {
      groups: refused,
      dates: refused,
      jenis: refused,
      corporate_bank_no: refused,
      // the BCA format does not depend on them; the uploader is the session's account
      provider: unread,
      corporate_bank_name: unread,
      depo_created_by: unread,
    };
    for (const [field, rule] of Object.entries(rules)) {
      for (const [label, value] of HOSTILE) {
        const fields = { ...uploadForm('mutasiupdepobca'), jenis: 'DEPO', [field]: value };
        const res = await send(ctx, route, { form: { fields, file: { name: 'bca.csv', content: csv(template) } } }, { cookie: w.adminCookie });
        check(res, rule, value, 200, false, `${field} = ${label}`);
      }
    }
    for (const [label, value] of HOSTILE.filter(([, v]) => v.length < 1000)) {
      // a browser sends a quote in a file name as %22
      const name = `${value.replace(/"/g, '%22')}.csv`;
      const res = await send(
        ctx,
        route,
        { form: { fields: uploadForm('mutasiupdepobca'), file: { name, content: csv(template) } } },
        { cookie: w.adminCookie },
      );
      check(res, stored(Infinity), value, 200, false, `file name = ${label}`);
    }
  });
});

/**
 * Numbers beyond what any column holds (`account_website` 2^31 once answered 500 from PostgreSQL's range
 * check), as JSON numbers in every body field and as digits in every path parameter: refused (4xx) or read as
 * nothing, never a 500.
 */
const OUT_OF_RANGE: readonly (readonly [label: string, value: number])[] = [
  ['2^31', 2 ** 31],
  ['-2^31 - 1', -(2 ** 31) - 1],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e300', 1e300],
  ['-1', -1],
  ['0.5', 0.5],
];
describe('out-of-range numbers', () => {
  for (const route of API_ROUTES.filter((r) => BODY_RULES[routeKey(r)] || r.path.includes(':'))) {
    it(`are refused or read as nothing, never a 500: ${routeKey(route)}`, async () => {
      const call = callOf(route);
      const answers: string[] = [];
      for (const field of Object.keys(BODY_RULES[routeKey(route)] ?? {})) {
        for (const [label, value] of OUT_OF_RANGE) {
          const input = await call.input(w, 'admin');
          const res = await send(ctx, route, { ...input, body: { ...input.body, [field]: value } }, { cookie: w.adminCookie });
          if (res.statusCode >= 500) answers.push(`${field} = ${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      for (const name of (route.path.match(/:(\w+)/g) ?? []).map((p) => p.slice(1))) {
        for (const [label, value] of OUT_OF_RANGE) {
          const res = await send(ctx, route, withParam(await call.input(w, 'admin'), name, String(value)), { cookie: w.adminCookie });
          if (res.statusCode >= 500) answers.push(`:${name} = ${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(answers).toEqual([]);
    });
  }
});

describe('afterwards', () => {
  it('every table is still there, and the fixture’s accounts, websites and data are unchanged', async () => {
    expect(await snapshot()).toEqual(fixture);
  });
});
