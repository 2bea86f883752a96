import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { allowed, fakeServer, identity, renderApp, signedInServer } from './fake-server.tsx';

const NOT_FOUND_TEXT = "We can't seem to find the page you are looking for!";

describe('IP gate', () => {
  it("shows 'Checking IP whitelist...' while the check runs", async () => {
    fakeServer({ 'GET /api/whitelist': () => new Promise<never>(() => {}) });
    renderApp('/');
    expect(await screen.findByText('Checking IP whitelist...')).toBeInTheDocument();
  });

  it('sends a refused client to the not-found page, replacing the entry', async () => {
    fakeServer({ 'GET /api/whitelist': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    const { router } = renderApp('/user');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an allowed, signed-out client to /signin', async () => {
    fakeServer({ ...allowed, 'GET /api/me': () => ({ status: 401, body: { message: 'Silakan login terlebih dahulu.' } }) });
    const { router } = renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('route guards', () => {
  it('lets a CHECKER open /user', async () => {
    signedInServer(identity({ account_id: 2, account_name: 'cek', account_role: 'CHECKER', account_website: 1, account_website_code: 'ABC' }), {
      'GET /api/alladminacc/10/1': () => ({ body: [], headers: { 'x-total-count': '0' } }),
      'GET /api/websitelist': () => ({ body: [] }),
    });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'User' })).toBeInTheDocument();
  });

  it('sends a CS away from /user to the not-found page', async () => {
    signedInServer(identity({ account_role: 'CS', account_website: 1, account_website_code: 'ABC' }), {});
    const { router } = renderApp('/user');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows CS only Dashboard and Data Player in the menu', async () => {
    signedInServer(identity({ account_role: 'CS', account_website: 1, account_website_code: 'ABC' }), {});
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(menu.querySelectorAll('a')).toHaveLength(2));
    expect([...menu.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Dashboard', 'Data Player']);
  });

  it('shows ADMIN every menu item, with the Templates page', async () => {
    signedInServer(identity(), {});
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const labels = [...menu.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Upload',
      'View BO',
      'View Mutasi',
      'User',
      'Whitelist',
      'Convert Mutasi',
      'Template',
      'Website',
      'Data Player',
      'Data Bank',
      'Tracking',
      'Delete',
    ]);
  });

  it.each(['/not-found', '/notfound', '/no/such/page'])('%s shows the not-found page', async (path) => {
    fakeServer({ ...allowed });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home Page' })).toHaveAttribute('href', '/');
  });

  it("shows the breadcrumb 'Home > title' on a page", async () => {
    signedInServer(identity(), {});
    renderApp('/tracking');
    const crumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumb.textContent).toBe('Home>Tracking');
  });
});

describe('session end', () => {
  it('sends the user to /signin when the server answers 401 to a later call', async () => {
    signedInServer(identity(), {
      'GET /api/alladminacc/10/1': () => ({ status: 401, body: { message: 'Sesi berakhir. Silakan login kembali.' } }),
      'GET /api/websitelist': () => ({ status: 401, body: { message: 'Sesi berakhir. Silakan login kembali.' } }),
    });
    const { router } = renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('user menu', () => {
  it("opens the own-password dialog from 'Edit profile' for CS, who cannot open /user", async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const calls = signedInServer(identity({ account_id: 7, account_name: 'siti', account_role: 'CS', account_website: 1, account_website_code: 'ABC' }), {
      'PUT /api/updatepassadminacc/7': () => ({ body: { success: true, message: 'Password untuk akun siti telah diperbarui.', id: 7 } }),
    });
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Selamat/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText(/New Password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password untuk akun siti telah diperbarui.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ account_password: 'new-secret' });
  });
});
