import { API_ROUTES, REVIEW_EXPORTS, TEMPLATE_DOWNLOADS, type ApiRoute } from '@auto-checker/contract';
import { UPLOAD_ENDPOINTS } from '../../../src/modules/uploads/endpoints.ts';
import { csv } from '../../support/multipart.ts';
import {
  CLEANUP_VIEW,
  PASSWORD,
  SITE_A,
  TODAY_ISO,
  TODAY_VIEW,
  UPLOAD_PATHS,
  USERNAME,
  ownUploadCsv,
  uploadForm,
  uploadTemplate,
  type Caller,
  type World,
} from './world.ts';

/**
 * How to call every route of the contract: a concrete, valid request aimed at website A (or at a record of A),
 * and the answer a caller who passes the access checks gets. The security tests walk API_ROUTES and fail on
 * a route without an entry here, so a new path cannot be forgotten.
 */

export interface CallInput {
  /** Path parameters by name, unencoded. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A multipart form: text fields and the file in `myfile`. */
  form?: { fields: Record<string, string>; file: { name: string; content: string | Buffer } };
}

export interface RouteCall {
  /** The request; it may first create the record it acts on, so every call finds its target fresh. */
  input(w: World, caller: Caller): Promise<CallInput> | CallInput;
  /** The status of a caller the access checks let through. */
  ok: number;
  /**
   * The request names a record of website A by id (no website in its path or body): a CHECKER of website B
   * is told it does not exist (404 MSG.notFound), as the row's own website decides.
   */
  recordOfA?: true;
  /** The request lists records of website A by id: a CHECKER of website B gets an empty list (200, []), nothing of A's. */
  listOfA?: true;
  /** The call ends the caller's session (logout): the test signs the caller in again. */
  endsSession?: true;
}

const page = { pageSize: '10', page: '1' };
const view = { date: TODAY_VIEW, website: SITE_A, status: 'all', rowsPerPage: '10', page: '1' };
/** A name in the fixture's rows of each list, so a search finds something. */
const searchTerm: Record<string, string> = { searchbo: 'budi', searchbowd: 'siti', searchmutasi: 'budi', searchmutasiwd: 'siti' };
const exportBody = { date: TODAY_VIEW, status: 'all', group: SITE_A };
const range = { website: SITE_A, start: TODAY_ISO, end: TODAY_ISO, ...page };

const LUXE_UPLOADS = UPLOAD_PATHS.filter((name) => UPLOAD_ENDPOINTS[name]!.panel === 'LUXE');

/** Each upload and its preview (which reads the same form and stores nothing). */
const uploadCalls = Object.fromEntries(
  UPLOAD_PATHS.flatMap((name) =>
    [`/api/${name}`, `/api/${name}/preview`].map((path): [string, RouteCall] => [
      `POST ${path}`,
      {
        input: () => ({ form: { fields: uploadForm(name), file: { name: `${name}.csv`, content: ownUploadCsv(name) } } }),
        // Website A is a Nexus website: a Luxe upload naming it passes every access check and is refused as the wrong panel.
        ok: LUXE_UPLOADS.includes(name) ? 400 : 200,
      },
    ]),
  ),
);

const templateCalls = Object.fromEntries(TEMPLATE_DOWNLOADS.map((name): [string, RouteCall] => [`GET /api/${name}`, { input: () => ({}), ok: 200 }]));

const exportCalls = Object.fromEntries(
  REVIEW_EXPORTS.map((name): [string, RouteCall] => [`POST /api/${name}`, { input: () => ({ body: exportBody }), ok: 200 }]),
);

const convertCalls = Object.fromEntries(
  (['uploadfixmandiriformat', 'uploadfixbnimobileformat', 'uploadfixqrisformat'] as const).map((name): [string, RouteCall] => [
    `POST /api/${name}`,
    { input: (w) => ({ form: { fields: {}, file: { name: 'mutasi.xlsx', content: w.workbooks[name] } } }), ok: 200 },
  ]),
);

const reviewLists = Object.fromEntries(
  ['viewbo', 'viewbowd', 'viewmutasi', 'viewmutasiwd'].flatMap((name): [string, RouteCall][] => [
    [`GET /api/${name}/:date/:website/:status/:rowsPerPage/:page`, { input: () => ({ params: view }), ok: 200 }],
    [
      `GET /api/${name.replace('view', 'search')}/:date/:website/:status/:mode/:term/:rowsPerPage/:page`,
      { input: () => ({ params: { ...view, mode: 'string', term: searchTerm[name.replace('view', 'search')]! } }), ok: 200 },
    ],
  ]),
);

/** A fresh copy of a fixture BO row of website A, approved by a person today: what an undo acts on. */
async function approvedBo(w: World, side: 'DEPOSIT' | 'WITHDRAW'): Promise<number> {
  const id = await w.cloneBo(side);
  await w.ctx.db
    .updateTable(side === 'DEPOSIT' ? 'bo_deposit' : 'bo_withdraw')
    .set({ approved: true, note: 'cek manual', approved_by: w.accountId.admin, approved_by_name: 'admin', approved_at: new Date() })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Sign-in details of a caller; nobody signed in uses the ADMIN's. */
const credentials = (caller: Caller) => {
  const who = caller === 'none' ? 'admin' : caller;
  return { account_name: USERNAME[who], account_password: PASSWORD[who] };
};

export const ROUTE_CALLS: Readonly<Record<string, RouteCall>> = {
  // session and access
  'GET /api/whitelist': { input: () => ({}), ok: 200 },
  'POST /api/login': { input: (_w, caller) => ({ body: credentials(caller) }), ok: 200 },
  'POST /api/logout': { input: () => ({}), ok: 200, endsSession: true },
  'GET /api/me': { input: () => ({}), ok: 200 },
  'GET /api/openapi.json': { input: () => ({}), ok: 200 },
  'GET /api/dashboard': { input: () => ({ query: { date: TODAY_ISO } }), ok: 200 },
  // accounts
  'GET /api/alladminacc/:pageSize/:page': { input: () => ({ params: page }), ok: 200 },
  'POST /api/addadminacc': {
    input: (w) => ({ body: { account_name: `tmp-${w.next()}`, account_password: 'tmp-password-1', account_role: 'CHECKER', account_website: w.websiteId.A } }),
    ok: 201,
  },
  'PUT /api/updatestatusadminacc/:id': {
    input: async (w) => ({ params: { id: String(await w.tmpAccount()) }, body: { account_status: false } }),
    ok: 200,
  },
  'DELETE /api/deleteadminacc/:id': { input: async (w) => ({ params: { id: String(await w.tmpAccount()) } }), ok: 200 },
  // ADMIN changes another account's password; everyone else may only change their own (same password again).
  'PUT /api/updatepassadminacc/:id': {
    input: async (w, caller) => {
      const id = caller === 'admin' || caller === 'none' ? await w.tmpAccount() : w.accountId[caller];
      return { params: { id: String(id) }, body: { account_password: caller === 'none' || caller === 'admin' ? 'tmp-password-2' : PASSWORD[caller] } };
    },
    ok: 200,
  },
  'GET /api/websitelist': { input: () => ({}), ok: 200 },
  'GET /api/akunbanklist/:websiteCode/:bank/:jenis': { input: () => ({ params: { websiteCode: SITE_A, bank: 'BCA', jenis: 'DEPO' } }), ok: 200 },
  // uploads
  ...uploadCalls,
  'GET /api/uploadfile/:id': { input: (w) => ({ params: { id: String(w.uploadId) } }), ok: 200, recordOfA: true },
  'GET /api/suggestions/:kind/:id': { input: (w) => ({ params: { kind: 'bo', id: String(w.boDepositId) } }), ok: 200, recordOfA: true },
  'GET /api/suggestions/:kind': { input: (w) => ({ params: { kind: 'bo' }, query: { ids: String(w.boDepositId) } }), ok: 200, listOfA: true },
  // View BO and View Mutasi
  ...reviewLists,
  'PUT /api/updatebodepostts': {
    input: async (w) => ({ body: { bank_statement_date: TODAY_VIEW, arr: [{ bo_id: await w.cloneBo('DEPOSIT'), ket_app: 'cek manual', depo_amount: '' }] } }),
    ok: 200,
    recordOfA: true,
  },
  'PUT /api/updatebosttswd': {
    input: async (w) => ({ body: { wd_bank_date: TODAY_VIEW, arr: [{ wd_bo_id: await w.cloneBo('WITHDRAW'), wd_ket_app: 'cek manual' }] } }),
    ok: 200,
    recordOfA: true,
  },
  'PUT /api/deleteboid': { input: async (w) => ({ body: { arr: [{ bo_id: await w.cloneBo('DEPOSIT') }] } }), ok: 200, recordOfA: true },
  'PUT /api/deleteboidwd': { input: async (w) => ({ body: { arr: [{ wd_bo_id: await w.cloneBo('WITHDRAW') }] } }), ok: 200, recordOfA: true },
  // ours: take an approval back
  'PUT /api/revertbo': { input: async (w) => ({ body: { bo_id: await approvedBo(w, 'DEPOSIT'), reason: 'salah orang' } }), ok: 200, recordOfA: true },
  'PUT /api/revertbowd': { input: async (w) => ({ body: { wd_bo_id: await approvedBo(w, 'WITHDRAW'), reason: 'salah orang' } }), ok: 200, recordOfA: true },
  ...exportCalls,
  // Whitelist
  'GET /api/viewwhitelist/:pageSize/:page': { input: () => ({ params: page }), ok: 200 },
  'POST /api/createwhitelist': {
    input: (w) => {
      const n = w.next();
      return { body: { whitelist_ip: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` } };
    },
    ok: 201,
  },
  'DELETE /api/deletewhitelist/:id': { input: async (w) => ({ params: { id: String(await w.tmpWhitelist()) } }), ok: 200 },
  'PUT /api/updatestatuswhitelist/:id': {
    input: async (w) => ({ params: { id: String(await w.tmpWhitelist()) }, body: { Whitelist_status: false } }),
    ok: 200,
  },
  // Website
  'GET /api/viewwebsite/:pageSize/:page': { input: () => ({ params: page }), ok: 200 },
  'POST /api/createwebsite': {
    input: (w) => ({ body: { website_name: 'Website Baru', website_code: `NEW${w.next()}`, website_panel: 'NEXUS' } }),
    ok: 201,
  },
  'DELETE /api/deletewebsite/:id': { input: async (w) => ({ params: { id: String(await w.tmpWebsite()) } }), ok: 200 },
  // Data Player and Game Site report
  'GET /api/dataplayer/:website/:startDate/:endDate/:pageSize/:page': {
    input: () => ({ params: { website: SITE_A, startDate: TODAY_ISO, endDate: TODAY_ISO, ...page } }),
    ok: 200,
  },
  'GET /api/searchdataplayer/:username/:website/:start/:end/:pageSize/:page': { input: () => ({ params: { username: 'budi', ...range } }), ok: 200 },
  'GET /api/totaldataplayer/:website/:start/:end/:pageSize/:page': { input: () => ({ params: range }), ok: 200 },
  'POST /api/exportcsvtotaldataplayer': { input: () => ({ body: { start: TODAY_ISO, end: TODAY_ISO, group: SITE_A } }), ok: 200 },
  'POST /api/exportexceltotaldataplayer': { input: () => ({ body: { start: TODAY_ISO, end: TODAY_ISO, group: SITE_A } }), ok: 200 },
  // Templates and Convert Mutasi
  ...templateCalls,
  ...convertCalls,
  // Data Bank
  'GET /api/viewakunbank/:website/:pageSize/:page': { input: () => ({ params: { website: SITE_A, ...page } }), ok: 200 },
  'POST /api/createakunbank': {
    input: (w) => ({
      body: {
        akun_bank_website: SITE_A,
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BCA',
        akun_bank_name: 'PT ABC BARU',
        akun_bank_no: String(8_000_000_000 + w.next()),
        akun_bank_created_by: 1,
      },
    }),
    ok: 201,
  },
  'PUT /api/updatestatusakunbank/:akun_bank_id': {
    input: async (w) => ({ params: { akun_bank_id: String(await w.tmpBankAccount()) }, body: { akun_bank_status: false } }),
    ok: 200,
  },
  'DELETE /api/deleteakunbank/:akun_bank_id': { input: async (w) => ({ params: { akun_bank_id: String(await w.tmpBankAccount()) } }), ok: 200 },
  // Tracking
  'GET /api/tracking/:website/:pageSize/:page': { input: () => ({ params: { website: SITE_A, ...page } }), ok: 200 },
  'GET /api/searchtracking/:website/:search/:pageSize/:page': { input: () => ({ params: { website: SITE_A, search: 'Upload', ...page } }), ok: 200 },
  // Delete BO / Mutasi: each call removes an upload of A made just before it, on a date of its own.
  'DELETE /api/deletebomutasi': {
    input: async (w, caller) => {
      if (caller === 'admin' || caller === 'checkerA') {
        const template = uploadTemplate('checkdata');
        // Requested on the cleanup date too: a row of the fixture's day would give the matcher a second request of the
        // fixture's player to weigh (and it would approve one of the two, changing the fixture).
        const own: Record<string, string> = { 'Ticket No': `DPCLEAN${w.next()}`, 'Req Date': '20/11/2026 10:00:00', 'App Date': '20/11/2026 10:05:00' };
        const row = template.columns.map((column, i) => own[column] ?? template.example[i]!);
        await w.upload('checkdata', uploadForm('checkdata', CLEANUP_VIEW), { name: 'cleanup.csv', content: csv(template, [row]) });
      }
      return { body: { date: CLEANUP_VIEW, group: SITE_A } };
    },
    ok: 200,
  },
};

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The contract's routes that have no entry in ROUTE_CALLS, and entries that name no route of the contract. */
export function coverageGaps(): { missing: string[]; unknown: string[] } {
  const keys = new Set(API_ROUTES.map(routeKey));
  return {
    missing: [...keys].filter((key) => !(key in ROUTE_CALLS)),
    unknown: Object.keys(ROUTE_CALLS).filter((key) => !keys.has(key)),
  };
}

export function callOf(route: ApiRoute): RouteCall {
  const call = ROUTE_CALLS[routeKey(route)];
  if (!call) throw new Error(`${routeKey(route)} has no entry in ROUTE_CALLS: add how to call it`);
  return call;
}

/** The route's path with its parameters filled in, each encoded as one path segment. */
export function urlOf(route: Pick<ApiRoute, 'path'>, params: Record<string, string> = {}, query?: Record<string, string>): string {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  return query && Object.keys(query).length > 0 ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** Any concrete URL of a route, for checks that are decided before the parameters are read (whitelist, sign-in). */
export function sampleUrl(route: Pick<ApiRoute, 'path'>): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => (/website/i.test(name) ? SITE_A : '1'));
}
