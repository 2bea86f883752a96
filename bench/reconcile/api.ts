/**
 * The app in-process on in-memory PGlite, driven only through its HTTP API, as the web app would: sign in, create the
 * website and its accounts, upload, read the views back. Any refusal is an infrastructure error and throws; the views
 * still being written (404) are reported as missing instead. startApp, signIn and multipart serve the other benches
 * too (ingest.bench.ts, session.bench.ts), so that every bench starts the app the same way.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/src/app.ts';
import { ensureFirstAdmin } from '../../server/src/bootstrap.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPglite, type Db } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { isGateway } from './accounts.ts';
import type { UploadFile } from './files.ts';
import type { SyntheticDays } from './model.ts';

/** The first admin's password in every bench's database. */
export const PASSWORD = 'bench-password-1';

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The app on `db` as the benches run it: the database migrated, the first admin created, logs off, no web app;
 * `env` adds to the configuration (ingest.bench.ts: MAX_UPLOAD_MB), `clock` tells the time (the real one if left out).
 */
export async function startApp(db: Db, env: Record<string, string> = {}, clock?: () => Date): Promise<App> {
  await migrateToLatest(db);
  await ensureFirstAdmin(db, PASSWORD);
  return buildApp({
    db,
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    logger: false,
    webDir: '/nonexistent',
    ...(clock ? { clock } : {}),
  });
}

/** Signs in as the first admin: the session cookie (`token=...`) to send with each request. */
export async function signIn(app: App): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { account_name: 'admin', account_password: PASSWORD } });
  const token = login.cookies.find((c) => c.name === 'token');
  if (login.statusCode !== 200 || !token) throw new Error(`sign-in as admin answered ${login.statusCode}: ${login.body.slice(0, 300)}`);
  return `token=${token.value}`;
}

type Method = 'GET' | 'POST';

export interface UploadAnswer {
  /** false: the server refused the file (message says why). */
  ok: boolean;
  message: string;
  added: number;
  duplicates: number;
  matched: number;
  warnings: string[];
  ms: number;
}

/** One row of a list view, as JSON. */
export type ViewRow = Record<string, unknown>;

export class BenchApi {
  private constructor(
    private readonly app: App,
    private readonly cookie: string,
    private readonly closeDb: () => Promise<void>,
  ) {}

  static async start(): Promise<BenchApi> {
    const database = await openPglite();
    const app = await startApp(database.db);
    return new BenchApi(app, await signIn(app), () => database.close());
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.closeDb();
  }

  private async call(method: Method, url: string, opts: { payload?: unknown; headers?: Record<string, string> } = {}) {
    return this.app.inject({
      method,
      url,
      remoteAddress: '127.0.0.1',
      headers: { ...opts.headers, cookie: this.cookie },
      ...(opts.payload === undefined ? {} : { payload: opts.payload as string | Buffer | object }),
    });
  }

  /** POST that must answer `status`; anything else throws with the server's message. */
  async create(url: string, body: Record<string, string>, status = 201): Promise<void> {
    const res = await this.call('POST', url, { payload: body });
    if (res.statusCode !== status) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }

  /** The days' websites (Nexus panels) and their bank accounts, as the Website and Data Bank pages create them. */
  async createWebsites(days: SyntheticDays): Promise<void> {
    for (const site of days.websites) {
      await this.create('/api/createwebsite', { website_name: site.name, website_code: site.code, website_panel: 'NEXUS' });
      for (const a of days.accounts.filter((x) => x.website === site.code && !isGateway(x))) {
        await this.create('/api/createakunbank', {
          akun_bank_website: site.code,
          akun_bank_jenis_transaksi: a.kind,
          akun_bank_bank: a.bank,
          akun_bank_name: a.name,
          akun_bank_no: a.number,
        });
      }
    }
  }

  /** Uploads a file; a refusal is answered (not thrown), so that the bench can report it and go on without it. */
  async upload(file: UploadFile): Promise<UploadAnswer> {
    const { payload, headers } = multipart(file.fields, file.name, Buffer.from(file.content));
    const t0 = performance.now();
    const res = await this.call('POST', `/api/${file.endpoint}`, { payload, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) {
      return { ok: false, message: `refused (${res.statusCode}): ${res.body.slice(0, 500)}`, added: 0, duplicates: 0, matched: 0, warnings: [], ms };
    }
    const answer = res.json() as Partial<UploadAnswer>;
    const added = answer.added ?? 0;
    const message = added !== file.expectedAdded ? `${file.expectedAdded} rows expected new, ${added} added, ${String(answer.duplicates)} duplicates` : '';
    return { ok: true, message, added, duplicates: answer.duplicates ?? 0, matched: answer.matched ?? 0, warnings: answer.warnings ?? [], ms };
  }

  /**
   * Every row of a paged list (`.../{rowsPerPage}/{page}`): the total comes from x-total-count or the first row's
   * all_data. null when the route does not exist yet (404 with nothing else to say).
   */
  async allPages(pathWithoutPage: string, rowsPerPage = 1000): Promise<ViewRow[] | null> {
    const rows: ViewRow[] = [];
    for (let page = 1; ; page++) {
      const url = `${pathWithoutPage}/${rowsPerPage}/${page}`;
      const res = await this.call('GET', url);
      if (res.statusCode === 404 && page === 1) return null;
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const batch = res.json() as unknown;
      if (!Array.isArray(batch)) throw new Error(`GET ${url} answered no list: ${res.body.slice(0, 200)}`);
      rows.push(...(batch as ViewRow[]));
      const header = Number(res.headers['x-total-count']);
      const first = batch[0] as ViewRow | undefined;
      const total = Number.isFinite(header) && res.headers['x-total-count'] !== undefined ? header : Number(first?.all_data ?? rows.length);
      if (batch.length === 0 || rows.length >= total) return rows;
    }
  }
}

/** A multipart/form-data body as the browser's FormData sends it: the fields, then the file in `myfile`. */
export function multipart(fields: Record<string, string>, name: string, content: Buffer) {
  const boundary = `----autocheckerbench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
