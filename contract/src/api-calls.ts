/**
 * What each API call sends and answers, by its route's key (`METHOD path`, the path as API_ROUTES writes it), and
 * how a path is written from its parameters. The web's one client (web/src/lib/api.ts) is typed by it, so a path
 * the contract does not list, a missing path parameter or a body of the wrong shape is a type error. Types only
 * (and apiPath): the zod schemas they come from stay on the server's side of the bundle.
 *
 * Each call is one of:
 * - `answer`: a JSON body;
 * - `page`: a list of rows, the whole list's count in `x-total-count` (docs/design.md section 2);
 * - `file`: a file to save (templates, exports, converted statements, an upload's original);
 * - `upload`: a multipart form with one file, answered in JSON.
 */
import type { UploadAnswer } from './upload-messages.ts';
import type { UploadEndpointName } from './upload-endpoints.ts';
import type { ApiRouteLiteral } from './routes.ts';
import type { DeleteBoMutasiBody, DeleteBoMutasiResponse } from './schemas/cleanup.ts';
import type { Account, CreateAccountBody, Identity, LoginBody } from './schemas/accounts.ts';
import type { MessageResponse } from './schemas/common.ts';
import type { DashboardResponse } from './schemas/dashboard.ts';
import type { BankAccountOption, BankAccountRow, ChangeResponse, TrackingRow, WebsiteRow, WhitelistEntry } from './schemas/master-data.ts';
import type { DataPlayerResponse, ExportTotalDataPlayerBody, TotalDataPlayerResponse } from './schemas/reports.ts';
import type { BestSuggestionView, BoDepositView, BoWithdrawView, MutasiDepositView, MutasiWithdrawView, SuggestionView } from './schemas/review.ts';
import type {
  ApproveBoDepositBody,
  ApproveBoResponse,
  ApproveBoWithdrawBody,
  DeleteBoDepositBody,
  DeleteBoResponse,
  DeleteBoWithdrawBody,
  RevertBoDepositBody,
  RevertBoResponse,
  RevertBoWithdrawBody,
} from './schemas/review-write.ts';
import type { UploadPreview } from './schemas/upload-preview.ts';
import type { WebsiteListItem } from './schemas/websites.ts';
import type { JenisTransaksi } from './banks.ts';
import type { Panel } from './roles.ts';

/** `GET /api/me`, `PUT /api/updatestatusadminacc/:id`...: every route of the contract. */
export type RouteKey = KeyOf<ApiRouteLiteral>;
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** The path of a route key. */
export type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** The parameters a path names (`:pageSize`, `:page`), each a string or a number. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [N in Name]: string | number } & PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? { [N in Name]: string | number }
    : unknown;

/** A path with its parameters written in, each encoded (`/api/searchtracking/SITE/budi%20s/10/1`), and a query if any. */
export function apiPath<P extends string>(pattern: P, params: PathParams<P>, query?: Readonly<Record<string, string>>): string {
  const values = params as Readonly<Record<string, string | number>>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  if (query === undefined) return path;
  return `${path}?${Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')}`;
}

/** A JSON call: what it sends (body, query) and answers. */
interface Json<Answer, Body = never, Query = never> {
  kind: 'answer';
  body: Body;
  query: Query;
  answer: Answer;
}
/** A list: its rows; the whole list's count in x-total-count. */
interface Page<Row> {
  kind: 'page';
  body: never;
  query: never;
  answer: Row;
}
/** A file to save; POST calls send a JSON body or a multipart form. */
interface File<Body = never> {
  kind: 'file';
  body: Body;
  query: never;
  answer: never;
}
/** A multipart form with one file, answered in JSON. */
interface Upload<Answer> {
  kind: 'upload';
  body: never;
  query: never;
  answer: Answer;
}

/** The body of a review export: the view's date, status and website code. */
export interface ReviewExportBody {
  date: string;
  status: string;
  group: string;
}
/** The forms of the master-data pages, as the web sends them (the server's schemas trim and upper-case them). */
export interface CreateWebsiteBody {
  website_name: string;
  website_code: string;
  /** NEXUS or LUXE, any case (the spec's form sends `luxe`). */
  website_panel: Panel | Lowercase<Panel> | (string & {});
}
export interface CreateBankAccountBody {
  akun_bank_website: string;
  /** DEPO or WD, any case. */
  akun_bank_jenis_transaksi: JenisTransaksi | Lowercase<JenisTransaksi> | (string & {});
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  /** Sent by the spec's client; the server takes the signed-in account. */
  akun_bank_created_by?: number;
}

type ReviewExportKey =
  | 'POST /api/exportcsvviewbo'
  | 'POST /api/exportexcelviewbo'
  | 'POST /api/exportcsvlviewbowd'
  | 'POST /api/exportexcelviewbowd'
  | 'POST /api/exportcsvviewmutasi'
  | 'POST /api/exportexcelviewmutasi'
  | 'POST /api/exportcsvviewmutasiwd'
  | 'POST /api/exportexcelviewmutasiwd';
type TemplateKey = Extract<RouteKey, `GET /api/templatemutasi${string}`>;
type ConvertKey = Extract<RouteKey, `POST /api/uploadfix${string}`>;

/** Every call of the API, by route key. */
export type ApiCalls = {
  'GET /api/whitelist': Json<MessageResponse>;
  'POST /api/login': Json<Identity, LoginBody>;
  'POST /api/logout': Json<MessageResponse>;
  'GET /api/me': Json<Identity>;
  'GET /api/openapi.json': Json<Record<string, unknown>>;
  'GET /api/dashboard': Json<DashboardResponse, never, { date: string }>;
  'GET /api/alladminacc/:pageSize/:page': Page<Account>;
  'POST /api/addadminacc': Json<MessageResponse, CreateAccountBody>;
  'PUT /api/updatestatusadminacc/:id': Json<MessageResponse, { account_status: boolean }>;
  'DELETE /api/deleteadminacc/:id': Json<MessageResponse>;
  'PUT /api/updatepassadminacc/:id': Json<MessageResponse, { account_password: string }>;
  'GET /api/websitelist': Json<WebsiteListItem[]>;
  'GET /api/akunbanklist/:websiteCode/:bank/:jenis': Json<BankAccountOption[]>;
  'GET /api/uploadfile/:id': File;
  'GET /api/suggestions/:kind/:id': Json<SuggestionView[]>;
  'GET /api/suggestions/:kind': Json<BestSuggestionView[], never, { ids: string }>;
  'GET /api/viewbo/:date/:website/:status/:rowsPerPage/:page': Page<BoDepositView>;
  'GET /api/viewbowd/:date/:website/:status/:rowsPerPage/:page': Page<BoWithdrawView>;
  'GET /api/searchbo/:date/:website/:status/:mode/:term/:rowsPerPage/:page': Page<BoDepositView>;
  'GET /api/searchbowd/:date/:website/:status/:mode/:term/:rowsPerPage/:page': Page<BoWithdrawView>;
  'PUT /api/updatebodepostts': Json<ApproveBoResponse, ApproveBoDepositBody>;
  'PUT /api/updatebosttswd': Json<ApproveBoResponse, ApproveBoWithdrawBody>;
  'PUT /api/deleteboid': Json<DeleteBoResponse, DeleteBoDepositBody>;
  'PUT /api/deleteboidwd': Json<DeleteBoResponse, DeleteBoWithdrawBody>;
  'PUT /api/revertbo': Json<RevertBoResponse, RevertBoDepositBody>;
  'PUT /api/revertbowd': Json<RevertBoResponse, RevertBoWithdrawBody>;
  'GET /api/viewmutasi/:date/:website/:status/:rowsPerPage/:page': Page<MutasiDepositView>;
  'GET /api/viewmutasiwd/:date/:website/:status/:rowsPerPage/:page': Page<MutasiWithdrawView>;
  'GET /api/searchmutasi/:date/:website/:status/:mode/:term/:rowsPerPage/:page': Page<MutasiDepositView>;
  'GET /api/searchmutasiwd/:date/:website/:status/:mode/:term/:rowsPerPage/:page': Page<MutasiWithdrawView>;
  'GET /api/viewwhitelist/:pageSize/:page': Page<WhitelistEntry>;
  'POST /api/createwhitelist': Json<ChangeResponse, { whitelist_ip: string }>;
  'DELETE /api/deletewhitelist/:id': Json<ChangeResponse>;
  'PUT /api/updatestatuswhitelist/:id': Json<ChangeResponse, { Whitelist_status: boolean }>;
  'GET /api/viewwebsite/:pageSize/:page': Page<WebsiteRow>;
  'POST /api/createwebsite': Json<ChangeResponse, CreateWebsiteBody>;
  'DELETE /api/deletewebsite/:id': Json<ChangeResponse>;
  'GET /api/dataplayer/:website/:startDate/:endDate/:pageSize/:page': Json<DataPlayerResponse>;
  'GET /api/searchdataplayer/:username/:website/:start/:end/:pageSize/:page': Json<DataPlayerResponse>;
  'GET /api/totaldataplayer/:website/:start/:end/:pageSize/:page': Json<TotalDataPlayerResponse>;
  'POST /api/exportcsvtotaldataplayer': File<ExportTotalDataPlayerBody>;
  'POST /api/exportexceltotaldataplayer': File<ExportTotalDataPlayerBody>;
  'GET /api/viewakunbank/:website/:pageSize/:page': Page<BankAccountRow>;
  'POST /api/createakunbank': Json<ChangeResponse, CreateBankAccountBody>;
  'PUT /api/updatestatusakunbank/:akun_bank_id': Json<ChangeResponse, { akun_bank_status: boolean }>;
  'DELETE /api/deleteakunbank/:akun_bank_id': Json<ChangeResponse>;
  'GET /api/tracking/:website/:pageSize/:page': Page<TrackingRow>;
  'GET /api/searchtracking/:website/:search/:pageSize/:page': Page<TrackingRow>;
  'DELETE /api/deletebomutasi': Json<DeleteBoMutasiResponse, DeleteBoMutasiBody>;
} & { [K in ReviewExportKey]: File<ReviewExportBody> } & { [K in TemplateKey | ConvertKey]: File } & {
  [K in `POST /api/${UploadEndpointName}`]: Upload<UploadAnswer>;
} & { [K in `POST /api/${UploadEndpointName}/preview`]: Upload<UploadPreview> };

/** The route keys of calls of one kind. */
export type CallsOf<Kind extends ApiCalls[keyof ApiCalls]['kind']> = { [K in keyof ApiCalls]: ApiCalls[K]['kind'] extends Kind ? K : never }[keyof ApiCalls];

/** Routes without a call and calls without a route: both never (contract/test/api-calls.test.ts). */
export type UnlistedRoutes = Exclude<RouteKey, keyof ApiCalls>;
export type UnknownCalls = Exclude<keyof ApiCalls, RouteKey>;
