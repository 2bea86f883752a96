/** Wording shared by several screens. */

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
