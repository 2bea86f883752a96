import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TemplatesPage } from '../src/features/templates/TemplatesPage.tsx';
import { fileNameFromDisposition, REVOKE_AFTER_MS, saveBlob } from '../src/lib/download.ts';
import { csvFile, rawServer, renderPage, stubDownloadsEach } from './fake-server.tsx';

/** The spec's buttons in its order, each with the endpoint it calls. */
const BUTTONS: [string, string][] = [
  ['Mutasi BCA', '/api/templatemutasibankbca'],
  ['Mutasi BNI Internet Banking', '/api/templatemutasibankbniinternetbanking'],
  ['Mutasi BNI Mobile', '/api/templatemutasibankbnimobile'],
  ['Mutasi Mandiri', '/api/templatemutasibankmandiri'],
  ['Mutasi Mandiri Manual Excel', '/api/templatemutasimanual'],
  ['Mutasi BRI Manual Excel', '/api/templatemutasimanual'],
  ['Mutasi Auto QR', '/api/templatemutasiautoqr'],
  ['Mutasi Auto TX', '/api/templatemutasiautotx'],
  ['Mutasi Nexus Pay', '/api/templatemutasinexuspay'],
  ['QRIS', '/api/templatemutasiqris'],
];

const downloads = stubDownloadsEach();

const tileOf = (name: string) => screen.getByRole('button', { name }).closest('li')!;
const templateButtons = () => within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('button');

describe('Templates page', () => {
  it("shows 'Download Template Upload' with the spec's buttons in order, each described", () => {
    renderPage(<TemplatesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Download Template Upload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Download Template Upload');
    expect(templateButtons().map((b) => b.textContent)).toEqual(BUTTONS.map(([name]) => name));
    for (const button of templateButtons()) expect(button).toHaveAccessibleDescription(/^Untuk /);
    expect(screen.getByRole('button', { name: 'Mutasi BRI Manual Excel' })).toHaveAccessibleDescription(/BRI Manual/);
  });

  it('downloads each template from its endpoint, with credentials, under the name the server gives', async () => {
    const user = userEvent.setup();
    const calls = rawServer(Object.fromEntries(BUTTONS.map(([, path]) => [`GET ${path}`, () => csvFile(`${path.slice(5)}.csv`, `from ${path}`)])));
    renderPage(<TemplatesPage />);
    for (const [index, [name, path]] of BUTTONS.entries()) {
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(downloads.saved).toHaveLength(index + 1));
      const file = downloads.saved[index]!;
      expect(file.name).toBe(`${path.slice(5)}.csv`);
      expect(await file.blob.text()).toBe(`from ${path}`);
      expect(calls[index]).toMatchObject({ method: 'GET', url: path, init: { credentials: 'include' } });
    }
    expect(calls).toHaveLength(BUTTONS.length);
    // The two manual buttons share one template.
    expect(downloads.saved[4]!.name).toBe(downloads.saved[5]!.name);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads a UTF-8 name (filename*) and falls back to the template's own name when the server gives none", async () => {
    const user = userEvent.setup();
    rawServer({
      'GET /api/templatemutasibankbca': () =>
        new Response('x', { headers: { 'content-disposition': `attachment; filename="mutasi_.csv"; filename*=UTF-8''mutasi_%C3%A9.csv` } }),
      'GET /api/templatemutasiqris': () => new Response('x', { headers: { 'content-type': 'text/csv' } }),
    });
    renderPage(<TemplatesPage />);
    await user.click(screen.getByRole('button', { name: 'Mutasi BCA' }));
    await waitFor(() => expect(downloads.saved.map((f) => f.name)).toEqual(['mutasi_é.csv']));
    await user.click(screen.getByRole('button', { name: 'QRIS' }));
    await waitFor(() => expect(downloads.saved.map((f) => f.name)).toEqual(['mutasi_é.csv', 'template_mutasi_qris.csv']));
  });

  it('shows a busy state on the button while it downloads, and the others stay usable', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    rawServer({
      'GET /api/templatemutasiautotx': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/templatemutasibankbca': () => csvFile('template_mutasi_bca.csv'),
    });
    renderPage(<TemplatesPage />);
    await user.click(screen.getByRole('button', { name: 'Mutasi Auto TX' }));
    const busy = await screen.findByRole('button', { name: 'Downloading...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Mutasi Auto TX' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mutasi BCA' }));
    await waitFor(() => expect(downloads.saved.map((f) => f.name)).toEqual(['template_mutasi_bca.csv']));
    answer(csvFile('template_mutasi_auto_tx.csv'));
    expect(await screen.findByRole('button', { name: 'Mutasi Auto TX' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Downloading...' })).not.toBeInTheDocument();
    expect(downloads.saved.map((f) => f.name)).toEqual(['template_mutasi_bca.csv', 'template_mutasi_auto_tx.csv']);
  });

  it("says '❌ Gagal mengunduh file.' with the server's reason beside that button, and saves nothing", async () => {
    const user = userEvent.setup();
    rawServer({
      'GET /api/templatemutasinexuspay': () => new Response(JSON.stringify({ message: 'Template sedang diperbarui.' }), { status: 503 }),
      'GET /api/templatemutasimanual': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    renderPage(<TemplatesPage />);
    await user.click(screen.getByRole('button', { name: 'Mutasi Nexus Pay' }));
    expect(await within(tileOf('Mutasi Nexus Pay')).findByRole('alert')).toHaveTextContent('❌ Gagal mengunduh file. Template sedang diperbarui.');
    await user.click(screen.getByRole('button', { name: 'Mutasi BRI Manual Excel' }));
    expect(await within(tileOf('Mutasi BRI Manual Excel')).findByRole('alert')).toHaveTextContent(
      '❌ Gagal mengunduh file. Terjadi kesalahan di server. Coba lagi.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mutasi BRI Manual Excel' })).toBeEnabled();
    expect(downloads.saved).toEqual([]);
  });

  it('keeps a failure in sight while another template downloads, and clears it when that button is tried again', async () => {
    const user = userEvent.setup();
    let qrisWorks = false;
    rawServer({
      'GET /api/templatemutasiqris': () =>
        qrisWorks ? csvFile('template_mutasi_qris.csv') : new Response(JSON.stringify({ message: 'Sibuk.' }), { status: 500 }),
      'GET /api/templatemutasibankbca': () => csvFile('template_mutasi_bca.csv'),
    });
    renderPage(<TemplatesPage />);
    await user.click(screen.getByRole('button', { name: 'QRIS' }));
    await within(tileOf('QRIS')).findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Mutasi BCA' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(within(tileOf('QRIS')).getByRole('alert')).toHaveTextContent('❌ Gagal mengunduh file. Sibuk.');
    qrisWorks = true;
    await user.click(screen.getByRole('button', { name: 'QRIS' }));
    await waitFor(() => expect(downloads.saved.map((f) => f.name)).toEqual(['template_mutasi_bca.csv', 'template_mutasi_qris.csv']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<TemplatesPage />);
    await user.click(screen.getByRole('button', { name: 'Mutasi BCA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Gagal mengunduh file. Tidak dapat terhubung ke server.');
  });
});

describe('download helper', () => {
  it.each([
    ['attachment; filename="template_mutasi_bca.csv"', 'template_mutasi_bca.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    [`attachment; filename="Mutasi_Juli.csv"; filename*=UTF-8''Mutasi%20Juli%20%E2%9C%93.csv`, 'Mutasi Juli ✓.csv'],
    [`attachment; filename*=iso-8859-1'en'caf%E9.csv`, 'café.csv'],
    [`attachment; filename*=UTF-8''%E0%A4%A.csv; filename="fallback.csv"`, 'fallback.csv'],
    ['attachment; filename="../../etc/evil.csv"', 'evil.csv'],
    ['attachment', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('clicks a temporary <a download> and revokes the object URL afterwards', () => {
    vi.useFakeTimers();
    const blob = new Blob(['a,b']);
    saveBlob(blob, 'x.csv');
    expect(downloads.saved).toEqual([{ name: 'x.csv', blob }]);
    expect(document.querySelector('a')).toBeNull();
    expect(downloads.revoked).toEqual([]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(downloads.revoked).toEqual(['blob:test/1']);
  });
});
