import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Identity, WebsiteListItem, WebsiteRow } from '@auto-checker/contract';
import { Toaster } from '../src/components/Toaster.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { routes } from '../src/app/router.tsx';

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = (init: RequestInit | undefined, url: string) => Answer | Promise<Answer>;

/** An answer held back until the test calls release(): the page can be seen while it waits. */
export function heldAnswer(answer: Answer): { handler: Handler; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async () => {
    await gate;
    return answer;
  };
  return { handler, release };
}

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

/** A row of the Website page's list. */
export const website = (id: number, name: string, code: string, over: Partial<WebsiteRow> = {}): WebsiteRow => ({
  website_id: id,
  website_name: name,
  website_code: code,
  website_panel: 'NEXUS',
  website_last_edited_at: '2026-11-22T03:00:00.000Z',
  website_last_edited_by: 1,
  website_last_edited_by_name: 'admin',
  ...over,
});

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

/** A CHECKER of website 1 (ABC). */
export const checkerOf = (account_id: number): Identity =>
  identity({ account_id, account_name: 'cek', account_role: 'CHECKER', account_website: 1, account_website_code: 'ABC' });

/** The two websites of the list most screens are tested with, one per panel. */
export const ABC: WebsiteListItem = { website_id: 1, website_name: 'Alpha', website_code: 'ABC', website_panel: 'NEXUS' };
export const XYZ: WebsiteListItem = { website_id: 2, website_name: 'Xylo', website_code: 'XYZ', website_panel: 'LUXE' };

/** The list answer of the review screens: the rows, the total on the first row. */
export const rowsWithTotal =
  <T extends object>(list: T[], total = list.length): Handler =>
  () => ({
    body: list.map((r, i) => (i === 0 ? { ...r, all_data: total } : r)),
  });

/** The table row holding the cell named `name`, once it shows. */
export const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

export const allowed = { 'GET /api/whitelist': () => ({ body: { message: 'Success' } }) };

/** A whitelisted client signed in as `me`, with `websites` as the website list answers it, plus `extra` routes. */
export function signedInServer(me: Identity, extra: Record<string, Handler>, websites?: readonly WebsiteListItem[]) {
  return fakeServer({
    ...allowed,
    'GET /api/me': () => ({ body: me }),
    ...(websites ? { 'GET /api/websitelist': () => ({ body: websites }) } : {}),
    ...extra,
  });
}

/** One page on its own (no guards, no layout), inside a memory router and a fresh query client. */
export function renderPage(element: ReactElement, path = '/') {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Toaster>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </Toaster>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/**
 * jsdom has no URL.createObjectURL and does not download: records every file the page saves through an
 * <a download> click (name and blob), and every object URL revoked. Undone by the returned restore().
 */
export function stubDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, blob });
  };
  const restore = () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    HTMLAnchorElement.prototype.click = original.click;
  };
  return { saved, revoked, restore };
}

/** stubDownloads() around every test of the enclosing describe (or file); reads the current test's files. */
export function stubDownloadsEach() {
  let current: ReturnType<typeof stubDownloads>;
  beforeEach(() => {
    current = stubDownloads();
  });
  afterEach(() => current.restore());
  return {
    get saved() {
      return current.saved;
    },
    get revoked() {
      return current.revoked;
    },
  };
}

export type RawHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with `METHOD /path` -> a Response built by the test (files, multipart requests), anything
 * else a 404. Records each call with its RequestInit, so a test can read a FormData body.
 */
export function rawServer(handlers: Record<string, RawHandler>) {
  const calls: { method: string; url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, init });
      const handler = handlers[`${method} ${url}`];
      return handler ? handler(init) : new Response(JSON.stringify({ message: 'Tidak ditemukan.' }), { status: 404 });
    }),
  );
  return calls;
}

/** A CSV download as the server answers it. */
export const csvFile = (fileName: string, body = 'Tanggal,Keterangan\r\n') =>
  new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` } });
