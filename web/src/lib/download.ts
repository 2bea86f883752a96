import type { CallsOf, PathOf } from '@auto-checker/contract';
import { ApiError, answerBody } from './api.ts';
import { failureMessage, UNREACHABLE } from './messages.ts';

/**
 * File downloads from the server (templates, converted statements, exports): the answer is a file, not JSON.
 * Errors are ApiError like every other call, so a 401 ends the session through the query client.
 */

/** A file answered by the server, with the name it gave in content-disposition (null when none). */
export interface ServerFile {
  blob: Blob;
  fileName: string | null;
}

/** The path of a file route of the contract (contract/src/api-calls.ts) called with `method`. */
export type FilePath<M extends string> = PathOf<Extract<CallsOf<'file'>, `${M} ${string}`>>;

/** How long the object URL outlives the click: some browsers read it after the click returns. */
export const REVOKE_AFTER_MS = 10_000;

/** GET `path` as a file. */
export function getFile(path: FilePath<'GET'>): Promise<ServerFile> {
  return fetchFile(path, { method: 'GET' });
}

/** POST one file as multipart/form-data in `field` (the browser sets the boundary) and read the answer as a file. */
export function postFileForFile(path: FilePath<'POST'>, field: string, file: File, fields: Record<string, string> = {}): Promise<ServerFile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file, file.name);
  return fetchFile(path, { method: 'POST', body: form });
}

/** POST a JSON body and read the answer as a file (the review and report exports). */
export async function postJsonForFile(path: FilePath<'POST'>, body: unknown): Promise<Blob> {
  const { blob } = await fetchFile(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return blob;
}

/** GET `path` and save it under the server's file name, else `fallbackName`. Returns the name used. */
export async function downloadFile(path: FilePath<'GET'>, fallbackName: string): Promise<string> {
  const { blob, fileName } = await getFile(path);
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

async function fetchFile(path: string, init: RequestInit): Promise<ServerFile> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'include' });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (!response.ok) throw new ApiError(response.status, await failureReason(response));
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** The server's `{ message }` read as every other answer is (failureMessage). */
async function failureReason(response: Response): Promise<string> {
  return failureMessage(response.status, answerBody(await response.text().catch(() => '')));
}

/**
 * The file name of a content-disposition header (RFC 6266): `filename*=UTF-8''...` wins over `filename="..."`,
 * as browsers do. Any folder part is dropped. Null when the header names no file.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.+)$/.exec(extended.replace(/^"(.*)"$/, '$1'));
    if (match) {
      try {
        const decoded = match[1]!.toLowerCase() === 'utf-8' ? decodeURIComponent(match[2]!) : latin1Decode(match[2]!);
        const name = baseName(decoded);
        if (name) return name;
      } catch {
        // A malformed escape: fall back to the plain filename.
      }
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  const plain = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return plain ? baseName(plain) || null : null;
}

/** ISO-8859-1 percent-encoding: each %XX is one character. */
const latin1Decode = (value: string) => value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const baseName = (name: string) => name.split(/[\\/]/).pop()!.trim();

/** Hands `blob` to the browser as a download named `name`: a temporary object URL and <a download>. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
