import { CLEANUP_MSG, dayMonYear, type WebsiteListItem } from '@auto-checker/contract';

/** Delete BO / Mutasi's rules (docs/spec/part-2.md, sections 2, 4, 5 and 8), kept apart from the screen so they are tested directly. */

/** How long a result stays on screen. */
export const DELETE_NOTICE_MS = 5000;

/** The date as the request sends it: `2026-07-03` -> `03-Jul-2026` (two-digit day, English month). */
export const deleteRequestDate = (date: string): string => dayMonYear(date);

/** An option of 'Website / Group': the code and, when there is one, the name. */
export const groupLabel = (w: WebsiteListItem): string => (w.website_name ? `${w.website_code} - ${w.website_name}` : w.website_code);

/** Delete is offered only with a date and a group and while no request runs. */
export const canDelete = (date: string, group: string, busy: boolean): boolean => date !== '' && group !== '' && !busy;

/** Success: the server's message, else 'Berhasil' and the answer as JSON, else (an answer that is not an object) 'Sukses'. */
export function successText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return CLEANUP_MSG.doneNotObject;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : `${CLEANUP_MSG.done} ${JSON.stringify(body)}`;
}

/** Failure: the server's message (the API client puts it in the error), else the error's own, else the generic one. */
export function failureText(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  return message !== '' ? message : CLEANUP_MSG.failed;
}
