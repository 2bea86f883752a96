import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

  it('the check above does see a panel hidden on small screens', () => {
    document.body.innerHTML = '<div class="hidden lg:flex"><p>x</p></div><div class="max-lg:sr-only"><p>y</p></div><p class="lg:block">z</p>';
    const [x, y, z] = [...document.querySelectorAll('p')];
    expect(hidingClasses(x!)).toEqual(['div.hidden']);
    expect(hidingClasses(y!)).toEqual(['div.max-lg:sr-only']);
    expect(hidingClasses(z!)).toEqual([]);
    document.body.innerHTML = '';
  });
});
