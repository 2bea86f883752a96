import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_HINT_COOKIE } from '@auto-checker/contract';
import { allowed, fakeServer, renderApp } from './fake-server.tsx';

/**
 * Classes that hide an element at some width: Tailwind's `hidden`, `invisible` and `sr-only`, bare or behind a
 * breakpoint (`max-lg:hidden`, `sm:sr-only`). A `hidden lg:flex` pair is caught by its bare `hidden`.
 */
const HIDING = /^(?:[a-z0-9-]+:)*(?:hidden|invisible|sr-only)$/;

/** The hiding classes on `el` and its ancestors, with the tag that carries each. */
function hidingClasses(el: Element): string[] {
  const found: string[] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    for (const name of node.classList) if (HIDING.test(name)) found.push(`${node.tagName.toLowerCase()}.${name}`);
    if (node.getAttribute('aria-hidden') === 'true') found.push(`${node.tagName.toLowerCase()}[aria-hidden]`);
  }
  return found;
}

describe('Sign-in page', () => {
  it('names the app at every width, above the form on a phone', async () => {
    fakeServer({ ...allowed, 'GET /api/me': () => ({ status: 401, body: { message: 'Silakan login terlebih dahulu.' } }) });
    renderApp('/signin');
    const title = await screen.findByRole('heading', { name: 'Sign In' });
    const name = screen.getByText('Auto Checker to help you');
    // jsdom lays nothing out, so this reads the classes: none may hide the name at any screen width.
    expect(hidingClasses(name)).toEqual([]);
    // The name comes before the title in the page's order, so a phone (one column) shows it first.
    expect(name.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends a browser that never signed in to the sign-in page without asking who is signed in', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
    const calls = fakeServer({ ...allowed, 'GET /api/me': () => ({ status: 401, body: { message: 'Silakan login terlebih dahulu.' } }) });
    const { router } = renderApp('/view-bo');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(calls.map((c) => `${c.method} ${c.url}`)).not.toContain('GET /api/me');
  });

  it('asks who is signed in when a session was opened in this browser, and sends a signed-in person home', async () => {
    const calls = fakeServer({
      ...allowed,
      'GET /api/me': () => ({ body: { account_id: 1, account_name: 'admin', account_role: 'ADMIN', account_website: null, account_website_code: null } }),
      'GET /api/dashboard': () => ({ status: 404, body: { message: 'Tidak ditemukan.' } }),
    });
    const { router } = renderApp('/signin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /api/me');
  });

  it('the check above does see a panel hidden on small screens', () => {
    document.body.innerHTML = '<div class="hidden lg:flex"><p>x</p></div><div class="max-lg:sr-only"><p>y</p></div><p class="lg:block">z</p>';
    const [x, y, z] = [...document.querySelectorAll('p')];
    expect(hidingClasses(x!)).toEqual(['div.hidden']);
    expect(hidingClasses(y!)).toEqual(['div.max-lg:sr-only']);
    expect(hidingClasses(z!)).toEqual([]);
    document.body.innerHTML = '';
  });
});
