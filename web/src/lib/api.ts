import { apiPath, type ApiCalls, type CallsOf, type PathOf, type PathParams } from '@auto-checker/contract';
import { failureMessage, UNREACHABLE } from './messages.ts';

/** The one way the web app talks to the server: same origin, credentials always sent, errors as ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's body as sent (its fields beside `message`, such as an upload's `switch_to`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer's body: its JSON, or its text when it is not JSON (a proxy's page), undefined when empty. */
export function answerBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One request, its answer read as JSON; a failure is ApiError with the server's reason. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  const data = answerBody(await response.text());
  if (!response.ok) throw new ApiError(response.status, failureMessage(response.status, data), data);
  return { data: data as T, headers: response.headers };
}

type Call<K extends keyof ApiCalls> = ApiCalls[K];
/** What a call is given: the parameters its path names, its query and its body, each only when it has them. */
export type CallInput<K extends keyof ApiCalls> = (PathOf<K> extends `${string}:${string}` ? { params: PathParams<PathOf<K>> } : { params?: undefined }) &
  ([Call<K>['body']] extends [never] ? { body?: undefined } : { body: Call<K>['body'] }) &
  ([Call<K>['query']] extends [never] ? { query?: undefined } : { query: Call<K>['query'] });
/** A call ready to send, one of the keys K with its input: rule modules build them, queries send them. */
export type ApiCall<K extends keyof ApiCalls> = { [Key in K]: { key: Key; input: CallInput<Key> } }[K];

/** A call's input, left out when it needs none. */
type InputArgs<K extends keyof ApiCalls> = Record<string, never> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** The method and path of a call (its parameters written in and encoded, its query after). */
export function callPath<K extends keyof ApiCalls>(key: K, input?: CallInput<K>): { method: Method; path: string } {
  const space = key.indexOf(' ');
  const params = (input?.params ?? {}) as PathParams<PathOf<K>>;
  return {
    method: key.slice(0, space) as Method,
    path: apiPath(key.slice(space + 1) as PathOf<K>, params, input?.query as Record<string, string> | undefined),
  };
}

/**
 * The web's one way to call a JSON route of the contract (contract/src/api-calls.ts), by its key:
 * `callApi('PUT /api/updatestatusadminacc/:id', { params: { id }, body: { account_status } })`. A POST or PUT
 * without a body sends `{}`.
 */
export async function callApi<K extends CallsOf<'answer'>>(key: K, ...[input]: InputArgs<K>): Promise<Call<K>['answer']> {
  const { method, path } = callPath(key, input);
  const body = input?.body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  return (await apiRequest<Call<K>['answer']>(method, path, body)).data;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** One page of a list endpoint. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/**
 * One page of a list route: the rows themselves; the total is in the x-total-count header, else on the first row
 * as all_data (the spec's convention), else the number of rows.
 */
export async function getPage<K extends CallsOf<'page'>>(key: K, ...[input]: InputArgs<K>): Promise<ListPage<Call<K>['answer']>> {
  const { method, path } = callPath(key, input);
  const { data, headers } = await apiRequest<Call<K>['answer'][]>(method, path);
  const rows = Array.isArray(data) ? data : [];
  const header = headers.get('x-total-count');
  const first = rows[0] as { all_data?: number } | undefined;
  const total = header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : (first?.all_data ?? rows.length);
  return { rows, total };
}

/**
 * A multipart POST that reports how much of the body is sent (0..1, then 1 once it is all out), through
 * XMLHttpRequest: fetch has no upload progress. Credentials are sent; errors are ApiError as apiRequest's.
 */
export function uploadWithProgress<P extends PathOf<CallsOf<'upload'>>>(
  path: P,
  formData: FormData,
  onProgress: (sent: number) => void,
): Promise<ApiCalls[`POST ${P}`]['answer']> {
  type Answer = ApiCalls[`POST ${P}`]['answer'];
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener('load', () => onProgress(1));
    xhr.addEventListener('load', () => {
      const data = answerBody(typeof xhr.responseText === 'string' ? xhr.responseText : '');
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as Answer);
        return;
      }
      reject(new ApiError(xhr.status, failureMessage(xhr.status, data), data));
    });
    const unreachable = () => reject(new ApiError(0, UNREACHABLE));
    xhr.addEventListener('error', unreachable);
    xhr.addEventListener('abort', unreachable);
    xhr.addEventListener('timeout', unreachable);
    xhr.send(formData);
  });
}
