import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@auto-checker/contract';
import { ApiError, answerBody, apiRequest } from '../src/lib/api.ts';
import { getFile } from '../src/lib/download.ts';
import { SERVER_ERROR, failureMessage, loadError, requestFailed } from '../src/lib/messages.ts';
import { allowed, fakeServer, identity, rawServer, renderApp, signedInServer, website } from './fake-server.tsx';

// What the web shows when the server refuses.

const IP_REFUSED = 'Akses ditolak: IP Anda tidak ada di whitelist.';
const SERVER_FAILED = 'Terjadi kesalahan di server. Coba lagi.';

describe('failureMessage: the one reader of a refused answer', () => {
  it("turns the whitelist gate's bare 'Forbidden' (403) into a sentence saying this IP is not allowed", () => {
    expect(MSG.ipNotWhitelisted).toBe(IP_REFUSED);
    expect(failureMessage(403, { message: 'Forbidden' })).toBe(IP_REFUSED);
  });

  it("keeps every other message of the server as sent, a role refusal's 403 too", () => {
    expect(failureMessage(403, { message: MSG.forbidden })).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    expect(failureMessage(409, { message: 'Website ABC tidak dapat dihapus karena masih memiliki 2 upload.' })).toBe(
      'Website ABC tidak dapat dihapus karena masih memiliki 2 upload.',
    );
    expect(failureMessage(500, { message: 'Terjadi kesalahan pada server.' })).toBe('Terjadi kesalahan pada server.');
    // 'Forbidden' means the whitelist only on a 403
    expect(failureMessage(400, { message: 'Forbidden' })).toBe('Forbidden');
  });

  it('says a sentence, never "HTTP 500", when a server failure carries no message', () => {
    expect(SERVER_ERROR).toBe(SERVER_FAILED);
    for (const body of [undefined, '', '<html>Bad gateway</html>', { message: '' }, { message: '  ' }, { message: 7 }, null]) {
      expect(failureMessage(500, body)).toBe(SERVER_FAILED);
      expect(failureMessage(502, body)).toBe(SERVER_FAILED);
    }
    expect(failureMessage(404, undefined)).toBe(requestFailed(404));
    expect(requestFailed(404)).toBe('Permintaan ditolak server (kode 404).');
  });

  it('is what apiRequest and file downloads throw, with the status kept', async () => {
    fakeServer({
      'GET /api/a': () => ({ status: 403, body: { message: 'Forbidden' } }),
      'GET /api/b': () => ({ status: 500 }),
      'GET /api/c': () => ({ body: { ok: true } }),
    });
    await expect(apiRequest('GET', '/api/a')).rejects.toMatchObject({ status: 403, message: IP_REFUSED, body: { message: 'Forbidden' } });
    await expect(apiRequest('GET', '/api/b')).rejects.toMatchObject({ status: 500, message: SERVER_FAILED });
    expect((await apiRequest('GET', '/api/c')).data).toEqual({ ok: true });

    rawServer({
      'GET /api/templatemutasibankbca': () => new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }),
      'GET /api/templatemutasiqris': () => new Response('', { status: 500 }),
    });
    await expect(getFile('/api/templatemutasibankbca')).rejects.toMatchObject({ status: 403, message: IP_REFUSED });
    await expect(getFile('/api/templatemutasiqris')).rejects.toMatchObject({ status: 500, message: SERVER_FAILED });
  });

  it("reads an answer's body one way for fetch, uploads and downloads: JSON, else the text, nothing when empty", () => {
    expect(answerBody('{"message":"Tidak ditemukan."}')).toEqual({ message: 'Tidak ditemukan.' });
    expect(answerBody('<html>502 Bad Gateway</html>')).toBe('<html>502 Bad Gateway</html>');
    expect(answerBody('')).toBeUndefined();
    expect(failureMessage(502, answerBody('<html>502 Bad Gateway</html>'))).toBe(SERVER_ERROR);
  });

  it('gives loadError its reason', () => {
    expect(loadError({ isError: true, error: new ApiError(403, failureMessage(403, { message: 'Forbidden' })) })).toBe(`Gagal memuat data. ${IP_REFUSED}`);
    expect(loadError({ isError: false, error: null })).toBeNull();
  });
});

describe('a list that cannot be loaded', () => {
  it('says the IP is not allowed when the whitelist is lost mid-session (not "Gagal memuat data. Forbidden")', async () => {
    signedInServer(identity(), {
      'GET /api/viewwebsite/100/1': () => ({ status: 403, body: { message: 'Forbidden' } }),
    });
    renderApp('/website');
    expect(await screen.findByText(`Gagal memuat data. ${IP_REFUSED}`)).toBeInTheDocument();
    expect(screen.queryByText(/Forbidden/)).not.toBeInTheDocument();
  });

  it('says a sentence for a 500 without a message', async () => {
    signedInServer(identity(), {
      'GET /api/viewwebsite/100/1': () => ({ status: 500 }),
    });
    renderApp('/website');
    expect(await screen.findByText(`Gagal memuat data. ${SERVER_FAILED}`, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/HTTP 500/)).not.toBeInTheDocument();
  });

  it('shows the rows when the server answers them', async () => {
    signedInServer(identity(), {
      'GET /api/viewwebsite/100/1': () => ({ body: [website(1, 'Alpha', 'ABC')], headers: { 'x-total-count': '1' } }),
    });
    renderApp('/website');
    expect(await screen.findByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByText(/Gagal memuat data/)).not.toBeInTheDocument();
  });
});

describe('Website page: removing a website that still holds data', () => {
  async function removeAlpha(answer: () => { status?: number; body?: unknown }) {
    const user = userEvent.setup();
    signedInServer(identity(), {
      'GET /api/viewwebsite/100/1': () => ({ body: [website(1, 'Alpha', 'ABC')], headers: { 'x-total-count': '1' } }),
      'DELETE /api/deletewebsite/1': answer,
    });
    renderApp('/website');
    const row = (await screen.findByRole('cell', { name: 'Alpha' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
  }

  it("shows the server's 409 naming what the website still holds", async () => {
    await removeAlpha(() => ({
      status: 409,
      body: { message: 'Website ABC tidak dapat dihapus karena masih memiliki 2 upload, 40 data BO, 12 data mutasi.' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Gagal menghapus website. Website ABC tidak dapat dihapus karena masih memiliki 2 upload, 40 data BO, 12 data mutasi.',
    );
  });

  it('shows the success message when the server removes it', async () => {
    await removeAlpha(() => ({ body: { success: true, message: 'Website ABC berhasil dihapus.', id: 1 } }));
    expect(await screen.findByText('Website ABC berhasil dihapus.')).toBeInTheDocument();
  });
});

describe('Sign in', () => {
  async function signIn(answer: () => { status?: number; body?: unknown }, password = 'secret-1') {
    const user = userEvent.setup();
    fakeServer({
      ...allowed,
      'GET /api/me': () => ({ status: 401, body: { message: MSG.notSignedIn } }),
      'POST /api/login': answer,
    });
    renderApp('/signin');
    await user.type(await screen.findByLabelText(/^Username/), 'sleepy');
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: /Sign In/i }));
  }

  it('tells a deactivated account that signs in with its password that it is not active', async () => {
    await signIn(() => ({ status: 403, body: { message: MSG.accountInactive } }));
    await waitFor(() => expect(screen.getByText(/Login failed/)).toHaveTextContent('Login failed: Akun ini tidak aktif. Hubungi admin.'));
  });

  it('keeps the one message for a wrong password', async () => {
    await signIn(() => ({ status: 401, body: { message: MSG.loginFailed } }), 'wrong');
    await waitFor(() => expect(screen.getByText(/Login failed/)).toHaveTextContent('Login failed: Username atau password salah.'));
  });
});
