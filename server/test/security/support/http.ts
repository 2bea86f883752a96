import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '@auto-checker/contract';
import type { TestContext } from '../../support/harness.ts';
import { multipart } from '../../support/multipart.ts';
import { urlOf, type CallInput } from './route-calls.ts';

/** Sends a call's input to its route. */
export function send(
  ctx: TestContext,
  route: Pick<ApiRoute, 'method' | 'path'>,
  input: CallInput,
  opts: { cookie?: string; remoteAddress?: string; headers?: Record<string, string>; url?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = input.form ? multipart(input.form.fields, input.form.file) : input.body !== undefined ? { payload: input.body } : {};
  return ctx.request({
    method: route.method,
    url: opts.url ?? urlOf(route, input.params, input.query),
    ...body,
    headers: { ...('headers' in body ? body.headers : {}), ...opts.headers },
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** An error answer: JSON `{ message }` (and at most the field it is about), nothing of the server's insides. */
export function expectErrorBody(res: LightMyRequestResponse, what: string): void {
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.message, what).toBe('string');
  expect((body.message as string).length, what).toBeGreaterThan(0);
  // Beside the message only what the client acts on: the field at fault, and where a file of another category belongs.
  expect(
    Object.keys(body).filter((k) => !['message', 'field', 'switch_to'].includes(k)),
    what,
  ).toEqual([]);
  expectNoInternals(res.body, what);
}

/** No stack frame, source path, module path or error class name in an answer. */
export function expectNoInternals(text: string, what: string): void {
  expect(text, what).not.toMatch(/\n\s*at\s|\bat [\w.<>]+ \(/);
  expect(text, what).not.toMatch(/\.(ts|js|mjs|cjs):\d+/);
  expect(text, what).not.toMatch(/node_modules|\/work\/|[A-Z]:\\/);
  expect(text, what).not.toMatch(/\b\w*Error:|\bstack\b/i);
  expect(text, what).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i);
}

/** The `token` cookie a response sets: a value, '' when it clears it, undefined when it leaves it alone. */
export function tokenCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'token')?.value;
}
