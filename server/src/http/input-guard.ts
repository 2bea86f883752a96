import type { preValidationHookHandler } from 'fastify';
import { MSG } from '@auto-checker/contract';
import { Invalid } from '../errors.ts';

/**
 * PostgreSQL cannot hold the NUL character in text, and no field of this API has a use for one. A path,
 * query or JSON body holding one is refused here, before any handler: past this point it would fail in the
 * database as a 500, or, in a streamed export, after the first bytes of the file had been sent.
 */
export const refuseNulCharacters: preValidationHookHandler = async (request) => {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new Invalid(MSG.invalidInput);
};

/** Whether any string in a parsed value (keys included) holds U+0000; walked without recursion, however deep. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
