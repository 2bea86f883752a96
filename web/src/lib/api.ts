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

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}).then((r) => r.data),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path).then((r) => r.data),
};

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** One page of a list endpoint. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/**
 * A list endpoint answers the rows themselves; the total is in the x-total-count header, else on the
 * first row as all_data (the spec's convention), else the number of rows.
 */
export async function getPage<T extends { all_data?: number }>(path: string): Promise<ListPage<T>> {
  const { data, headers } = await apiRequest<T[]>('GET', path);
  const rows = Array.isArray(data) ? data : [];
  const header = headers.get('x-total-count');
  const total = header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : (rows[0]?.all_data ?? rows.length);
  return { rows, total };
}

/**
 * A multipart POST that reports how much of the body is sent (0..1, then 1 once it is all out), through
 * XMLHttpRequest: fetch has no upload progress. Credentials are sent; errors are ApiError as apiRequest's.
 */
export function uploadWithProgress<T>(path: string, formData: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
        resolve(data as T);
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
