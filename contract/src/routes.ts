import type { Role } from './roles.ts';
import { UPLOAD_ENDPOINT_NAMES } from './upload-endpoints.ts';

/**
 * Who may open a screen or call an endpoint.
 * - 'public': anyone whose IP is whitelisted (sign-in, the whitelist probe)
 * - 'signedIn': any active account
 * - a list of roles: only those
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

const STAFF = ['ADMIN', 'CHECKER'] as const satisfies readonly Role[];
const ALL_ROLES = ['ADMIN', 'CHECKER', 'CS'] as const satisfies readonly Role[];
const ADMIN = ['ADMIN'] as const satisfies readonly Role[];

export interface ScreenRoute {
  path: string;
  title: string;
  access: Access;
  /** Sidebar label; absent when the screen is not in the menu. */
  menu?: string;
}

/** The screens of the web app (docs/spec/part-1.md section 2, part-2.md section 2). */
export const SCREENS: readonly ScreenRoute[] = [
  { path: '/', title: 'Dashboard', access: 'signedIn', menu: 'Dashboard' },
  { path: '/upload', title: 'BO dan Bank Settlement Upload', access: STAFF, menu: 'Upload' },
  { path: '/view-bo', title: 'View BO', access: STAFF, menu: 'View BO' },
  { path: '/view-mutasi', title: 'View Mutasi', access: STAFF, menu: 'View Mutasi' },
  { path: '/user', title: 'User', access: STAFF, menu: 'User' },
  { path: '/whitelist', title: 'Whitelist', access: STAFF, menu: 'Whitelist' },
  { path: '/convert-mutasi', title: 'Convert Mutasi', access: STAFF, menu: 'Convert Mutasi' },
  { path: '/template', title: 'Download Template Upload', access: STAFF, menu: 'Template' },
  { path: '/website', title: 'Website', access: STAFF, menu: 'Website' },
  { path: '/dataplayer', title: 'Data Player', access: ALL_ROLES, menu: 'Data Player' },
  { path: '/databank', title: 'Data Bank', access: STAFF, menu: 'Data Bank' },
  { path: '/tracking', title: 'Tracking', access: STAFF, menu: 'Tracking' },
  { path: '/delete', title: 'Delete BO / Mutasi', access: STAFF, menu: 'Delete' },
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a request names the website it is about; CHECKER and CS may only name their own. */
export interface WebsiteRef {
  in: 'params' | 'body' | 'multipart';
  key: string;
}

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify path syntax: `:name` for a path parameter. */
  path: string;
  access: Access;
  website?: WebsiteRef;
}

const param = (key: string): WebsiteRef => ({ in: 'params', key });
const body = (key: string): WebsiteRef => ({ in: 'body', key });
const multipart: WebsiteRef = { in: 'multipart', key: 'groups' };

const uploads = UPLOAD_ENDPOINT_NAMES;

/** A review table's page (`/api/viewbo/...`) and its search (`/api/searchbo/...`): the website is in the path. */
const VIEW_PAGE = ':date/:website/:status/:rowsPerPage/:page';
const SEARCH_PAGE = ':date/:website/:status/:mode/:term/:rowsPerPage/:page';
const reviewList = <const N extends string, const T extends string>(names: readonly N[], tail: T) =>
  names.map((name) => ({ method: 'GET', path: `/api/${name}/${tail}` as `/api/${N}/${T}`, access: STAFF, website: param('website') }) as const);

/** The template downloads (`GET /api/<name>`), one a statement category. */
export const TEMPLATE_DOWNLOADS = [
  'templatemutasibankbca',
  'templatemutasibankbniinternetbanking',
  'templatemutasibankbnimobile',
  'templatemutasibankmandiri',
  'templatemutasimanual',
  'templatemutasiautoqr',
  'templatemutasiautotx',
  'templatemutasinexuspay',
  'templatemutasiqris',
] as const;

/** The eight export paths of View BO and View Mutasi (`POST /api/<name>`): CSV and Excel of each list, `exportcsvlviewbowd` spelt as the spec does. */
export const REVIEW_EXPORTS = [
  'exportcsvviewbo',
  'exportexcelviewbo',
  'exportcsvlviewbowd',
  'exportexcelviewbowd',
  'exportcsvviewmutasi',
  'exportexcelviewmutasi',
  'exportcsvviewmutasiwd',
  'exportexcelviewmutasiwd',
] as const;

/**
 * Every API path: the spec's call tables (binding) plus our additions.
 * The server refuses to register an /api route that is not listed here, and enforces `access`
 * and `website` for every route from this one table.
 */
const ROUTES = [
  // session and access (docs/spec/part-1.md section 7)
  { method: 'GET', path: '/api/whitelist', access: 'public' },
  { method: 'POST', path: '/api/login', access: 'public' },
  { method: 'POST', path: '/api/logout', access: 'public' },
  { method: 'GET', path: '/api/me', access: 'signedIn' },
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/dashboard', access: 'signedIn' },
  // accounts
  { method: 'GET', path: '/api/alladminacc/:pageSize/:page', access: ALL_ROLES },
  { method: 'POST', path: '/api/addadminacc', access: ADMIN },
  { method: 'PUT', path: '/api/updatestatusadminacc/:id', access: ADMIN },
  { method: 'DELETE', path: '/api/deleteadminacc/:id', access: ADMIN },
  { method: 'PUT', path: '/api/updatepassadminacc/:id', access: ALL_ROLES },
  { method: 'GET', path: '/api/websitelist', access: 'signedIn' },
  { method: 'GET', path: '/api/akunbanklist/:websiteCode/:bank/:jenis', access: STAFF, website: param('websiteCode') },
  // uploads
  ...uploads.map((name) => ({ method: 'POST', path: `/api/${name}`, access: STAFF, website: multipart }) as const),
  // what an upload would store, read and not stored (our addition: the Upload page's preview)
  ...uploads.map((name) => ({ method: 'POST', path: `/api/${name}/preview`, access: STAFF, website: multipart }) as const),
  // the original file of an upload (our addition: every upload can be downloaded again from its record)
  { method: 'GET', path: '/api/uploadfile/:id', access: STAFF },
  // the matcher's suggestions for a Pending BO row (our addition): the row names its website
  { method: 'GET', path: '/api/suggestions/:kind/:id', access: STAFF },
  // the best line of each Pending row of a View BO page, shown inline (our addition)
  { method: 'GET', path: '/api/suggestions/:kind', access: STAFF },
  // View BO
  ...reviewList(['viewbo', 'viewbowd'], VIEW_PAGE),
  ...reviewList(['searchbo', 'searchbowd'], SEARCH_PAGE),
  { method: 'PUT', path: '/api/updatebodepostts', access: STAFF },
  { method: 'PUT', path: '/api/updatebosttswd', access: STAFF },
  { method: 'PUT', path: '/api/deleteboid', access: STAFF },
  { method: 'PUT', path: '/api/deleteboidwd', access: STAFF },
  // ours: take an approval back (the row names its website)
  { method: 'PUT', path: '/api/revertbo', access: STAFF },
  { method: 'PUT', path: '/api/revertbowd', access: STAFF },
  // View Mutasi
  ...reviewList(['viewmutasi', 'viewmutasiwd'], VIEW_PAGE),
  ...reviewList(['searchmutasi', 'searchmutasiwd'], SEARCH_PAGE),
  ...REVIEW_EXPORTS.map((name) => ({ method: 'POST', path: `/api/${name}`, access: STAFF, website: body('group') }) as const),
  // Whitelist
  { method: 'GET', path: '/api/viewwhitelist/:pageSize/:page', access: STAFF },
  { method: 'POST', path: '/api/createwhitelist', access: ADMIN },
  { method: 'DELETE', path: '/api/deletewhitelist/:id', access: ADMIN },
  { method: 'PUT', path: '/api/updatestatuswhitelist/:id', access: ADMIN },
  // Website
  { method: 'GET', path: '/api/viewwebsite/:pageSize/:page', access: STAFF },
  { method: 'POST', path: '/api/createwebsite', access: ADMIN },
  { method: 'DELETE', path: '/api/deletewebsite/:id', access: ADMIN },
  // Data Player and Game Site report
  { method: 'GET', path: '/api/dataplayer/:website/:startDate/:endDate/:pageSize/:page', access: ALL_ROLES, website: param('website') },
  { method: 'GET', path: '/api/searchdataplayer/:username/:website/:start/:end/:pageSize/:page', access: ALL_ROLES, website: param('website') },
  { method: 'GET', path: '/api/totaldataplayer/:website/:start/:end/:pageSize/:page', access: ALL_ROLES, website: param('website') },
  { method: 'POST', path: '/api/exportcsvtotaldataplayer', access: ALL_ROLES, website: body('group') },
  { method: 'POST', path: '/api/exportexceltotaldataplayer', access: ALL_ROLES, website: body('group') },
  // Templates and Convert Mutasi
  ...TEMPLATE_DOWNLOADS.map((name) => ({ method: 'GET', path: `/api/${name}`, access: STAFF }) as const),
  ...(['uploadfixbnimobileformat', 'uploadfixmandiriformat', 'uploadfixqrisformat'] as const).map(
    (name) =>
      ({
        method: 'POST',
        path: `/api/${name}`,
        access: STAFF,
      }) as const,
  ),
  // Data Bank
  { method: 'GET', path: '/api/viewakunbank/:website/:pageSize/:page', access: STAFF, website: param('website') },
  { method: 'POST', path: '/api/createakunbank', access: STAFF, website: body('akun_bank_website') },
  { method: 'PUT', path: '/api/updatestatusakunbank/:akun_bank_id', access: ADMIN },
  { method: 'DELETE', path: '/api/deleteakunbank/:akun_bank_id', access: ADMIN },
  // Tracking
  { method: 'GET', path: '/api/tracking/:website/:pageSize/:page', access: STAFF, website: param('website') },
  { method: 'GET', path: '/api/searchtracking/:website/:search/:pageSize/:page', access: STAFF, website: param('website') },
  // Delete BO / Mutasi
  { method: 'DELETE', path: '/api/deletebomutasi', access: STAFF, website: body('group') },
] as const satisfies readonly ApiRoute[];
export const API_ROUTES: readonly ApiRoute[] = ROUTES;
/** Each route with its method and path as literal types: contract/src/api-calls.ts reads their keys. */
export type ApiRouteLiteral = (typeof ROUTES)[number];

export function findApiRoute(method: string, path: string): ApiRoute | undefined {
  return API_ROUTES.find((r) => r.method === method && r.path === path);
}

/** Whether an identity with this role may use something guarded by `access`. */
export function roleAllowed(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'signedIn') return true;
  return access.includes(role);
}
