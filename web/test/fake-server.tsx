import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Identity } from '@auto-checker/contract';
import { Toaster } from '../src/components/Toaster.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { routes } from '../src/app/router.tsx';

export type Handler = (init: RequestInit | undefined, url: string) => { status?: number; body?: unknown; headers?: Record<string, string> } | Promise<never>;

/** Replaces fetch with a table of `METHOD /path` -> answer; anything else is a 404. Records every call. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = handlers[`${method} ${url}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Tidak ditemukan.' }), { status: 404 });
    const answer = await handler(init, url);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...(answer.headers ?? {}) },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const identity = (over: Partial<Identity> = {}): Identity => ({
  account_id: 1,
  account_name: 'admin',
  account_role: 'ADMIN',
  account_website: null,
  account_website_code: null,
  ...over,
});

/** The real route table in a memory router, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Toaster>
        <RouterProvider router={router} />
      </Toaster>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export const allowed = { 'GET /api/whitelist': () => ({ body: { message: 'Success' } }) };
