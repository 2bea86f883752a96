/** Wording shared by several screens. */
import { MSG } from '@auto-checker/contract';

/** Title of an action a CHECKER sees but may not use. */
export const ADMIN_ONLY = 'Hanya ADMIN yang dapat melakukan tindakan ini.';

/** Table states. */
export const NO_DATA = 'No data';
export const LOAD_FAILED = 'Gagal memuat data.';

/** '❌ Gagal ...' plus the server's reason when there is one (without a second ❌). */
export function withReason(base: string, reason: string): string {
  const clean = reason.replace(/^❌\s*/u, '').trim();
  return clean ? `${base} ${clean}` : base;
}

/** No answer at all: the network or the server is down. */
export const UNREACHABLE = 'Tidak dapat terhubung ke server.';
/** A server failure whose answer says nothing (a proxy's 502, an empty 500). */
export const SERVER_ERROR = 'Terjadi kesalahan di server. Coba lagi.';
/** Any other refusal whose answer says nothing. */
export const requestFailed = (status: number) => `Permintaan ditolak server (kode ${status}).`;

/**
 * The one reader of a refused answer (status and body as read): the server's `message`, in words a person can act
 * on. The whitelist gate answers the spec's bare 'Forbidden' (MSG.whitelistRefused): that means this IP lost access.
 */
export function failureMessage(status: number, body: unknown): string {
  const sent = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  const message = typeof sent === 'string' ? sent.trim() : '';
  if (status === 403 && message === MSG.whitelistRefused) return MSG.ipNotWhitelisted;
  if (message) return message;
  return status >= 500 ? SERVER_ERROR : requestFailed(status);
}

/** The table row shown when a list cannot be loaded, or null. */
export function loadError(query: { isError: boolean; error: unknown }): string | null {
  if (!query.isError) return null;
  return withReason(LOAD_FAILED, query.error instanceof Error ? query.error.message : '');
}

/** The message of a change call's answer, or the screen's own wording when the answer has none. */
export function serverMessage(answer: unknown, fallback: string): string {
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
