import { describe, expect, it } from 'vitest';
import { API_ROUTES, SCREENS, UPLOAD_MSG, dayMonYear, formatRupiah, isUploadFileName } from '../src/index.ts';

// The contract is what server and web agree on: its tables must be unambiguous and its formats exact.

describe('the route tables', () => {
  it('name every API path once per method, each under /api, with a known access', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBe(new Set(keys).size);
    for (const r of API_ROUTES) {
      expect(r.path.startsWith('/api/')).toBe(true);
      expect(r.access === 'public' || r.access === 'signedIn' || (Array.isArray(r.access) && r.access.length > 0)).toBe(true);
    }
  });

  it("keep the spec's binding paths, oddities included", () => {
    const paths = new Set<string>(API_ROUTES.map((r) => r.path));
    for (const path of ['/api/whitelist', '/api/login', '/api/checkdata', '/api/exportcsvlviewbowd', '/api/mutasiupdepomanual'])
      expect(paths.has(path)).toBe(true);
  });

  it("list each screen once, and the menu in the spec's order from the Dashboard", () => {
    expect(SCREENS.map((s) => s.path).length).toBe(new Set(SCREENS.map((s) => s.path)).size);
    expect(SCREENS[0]).toMatchObject({ path: '/', menu: 'Dashboard' });
    expect(SCREENS.find((s) => s.path === '/dataplayer')?.access).toEqual(['ADMIN', 'CHECKER', 'CS']);
  });
});

describe('formats both sides share', () => {
  it("writes a date as the upload form and View Mutasi do, and as View BO's paths do", () => {
    expect(dayMonYear('2025-01-05')).toBe('05-Jan-2025');
    expect(dayMonYear('2025-01-05', false)).toBe('5-Jan-2025');
    expect(dayMonYear('2025-13-05')).toBe('');
    expect(dayMonYear('05-01-2025')).toBe('');
  });

  it('writes integer sen as rupiah the Indonesian way', () => {
    expect(formatRupiah(150_000_000)).toBe('Rp1.500.000');
    expect(formatRupiah(150_050)).toBe('Rp1.500,5');
    expect(formatRupiah(-65_000)).toBe('-Rp650');
  });

  it('takes an upload file by its extension, a PDF only where an e-Statement is read', () => {
    expect(isUploadFileName('mutasi.CSV')).toBe(true);
    expect(isUploadFileName('mutasi.xlsx')).toBe(false);
    expect(isUploadFileName('estatement.pdf', 'mutasiupdepobca')).toBe(true);
    expect(isUploadFileName('estatement.pdf', 'checkdata')).toBe(false);
  });
});

describe('upload messages', () => {
  it("are the spec's words on both sides, numbers written the Indonesian way", () => {
    expect(UPLOAD_MSG.noFile).toBe('❌ Harap pilih file terlebih dahulu.');
    expect(UPLOAD_MSG.notCsv).toBe('❌ File harus .csv (atau .tsv / .txt dari bank)');
    expect(UPLOAD_MSG.noDate('BCA')).toBe('Tanggal wajib diisi untuk mutasi BCA.');
    expect(UPLOAD_MSG.alreadyThere('05-Jan-2025')).toBe('ℹ️ Data sudah ada untuk tanggal 05-Jan-2025');
    expect(UPLOAD_MSG.moreRowsAdded(99_000)).toBe('… dan 99.000 baris lainnya ditambahkan (pesan per baris hanya untuk 1.000 baris pertama).');
  });
});
