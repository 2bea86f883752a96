import { describe, expect, it } from 'vitest';
import { MSG_BANK_FIELDS_REQUIRED, MSG_IP_INVALID, MSG_WEBSITE_REQUIRED, type WebsiteListItem } from '@auto-checker/contract';
import { allPageButtons, compactPageButtons } from '../src/lib/pagination.ts';
import { withReason, serverMessage } from '../src/lib/messages.ts';
import { patchParams } from '../src/lib/url-state.ts';
import { websitesFor } from '../src/lib/lookups.ts';
import { ipProblem, ipTyping } from '../src/features/whitelist/whitelist-rules.ts';
import { createWebsiteBody, websiteCodeTyping, websiteFormProblem } from '../src/features/website/website-rules.ts';
import { bankFormProblem, bankListSegment, createBankAccountBody, digitsOnly, tableWebsite } from '../src/features/databank/bank-rules.ts';
import { trackingCall, trackingWebsite } from '../src/features/tracking/tracking-rules.ts';
import { callPath } from '../src/lib/api.ts';
import { checkerOf, identity } from './fake-server.tsx';

const site = (id: number, code: string): WebsiteListItem => ({ website_id: id, website_code: code, website_name: `Site ${code}`, website_panel: 'NEXUS' });
const checker = checkerOf(2);

describe('whitelist IP rules', () => {
  it('keeps digits and dots only while typing', () => {
    expect(ipTyping('1a9 2.16x8,.1-.10')).toBe('192.168.1.10');
    expect(ipTyping('abc')).toBe('');
  });

  it.each(['192.168.1.10', '0.0.0.0', '255.255.255.255', ' 10.0.0.1 '])('accepts %j', (ip) => {
    expect(ipProblem(ip)).toBeNull();
  });

  it.each(['999.1.1.1', '256.0.0.1', '1.2.3', '1.2.3.4.5', '1..2.3', '01.2.3.4', '', '1234.1.1.1'])('refuses %j with the spec message', (ip) => {
    expect(ipProblem(ip)).toBe(MSG_IP_INVALID);
  });

  it('words the message as the spec does', () => {
    expect(MSG_IP_INVALID).toBe('❌ IP format is invalid. Please use format like 192.168.1.10');
  });
});

describe('website rules', () => {
  it('forces the code to upper-case letters and digits while typing', () => {
    expect(websiteCodeTyping('ab-c 1_x!é')).toBe('ABC1X');
  });

  it('requires name, code and panel', () => {
    expect(websiteFormProblem({ website_name: ' ', website_code: 'ABC', website_panel: 'NEXUS' })).toBe(MSG_WEBSITE_REQUIRED);
    expect(websiteFormProblem({ website_name: 'Alpha', website_code: '', website_panel: 'NEXUS' })).toBe(MSG_WEBSITE_REQUIRED);
    expect(websiteFormProblem({ website_name: 'Alpha', website_code: 'ABC', website_panel: '' })).toBe(MSG_WEBSITE_REQUIRED);
    expect(websiteFormProblem({ website_name: 'Alpha', website_code: 'ABC', website_panel: 'luxe' })).toBeNull();
  });

  it('sends the name trimmed and the panel as chosen', () => {
    expect(createWebsiteBody({ website_name: ' Alpha ', website_code: 'abc', website_panel: 'luxe' })).toEqual({
      website_name: 'Alpha',
      website_code: 'ABC',
      website_panel: 'luxe',
    });
  });
});

describe('data bank rules', () => {
  const filled = { website: 'ABC', jenis: 'depo ', bank: ' linkaja', name: '  Budi Santoso ', number: '0123' };

  it('requires every field after trimming', () => {
    expect(bankFormProblem(filled)).toBeNull();
    for (const key of Object.keys(filled) as (keyof typeof filled)[]) {
      expect(bankFormProblem({ ...filled, [key]: '   ' })).toBe(MSG_BANK_FIELDS_REQUIRED);
    }
    expect(MSG_BANK_FIELDS_REQUIRED).toBe('Semua field wajib diisi.');
  });

  it('sends jenis and bank upper-cased and trimmed, the name trimmed', () => {
    expect(createBankAccountBody(filled, 7)).toEqual({
      akun_bank_website: 'ABC',
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: 'LINKAJA',
      akun_bank_name: 'Budi Santoso',
      akun_bank_no: '0123',
      akun_bank_created_by: 7,
    });
  });

  it('keeps digits only in the account number', () => {
    expect(digitsOnly('12-34 56a')).toBe('123456');
  });

  it('picks the table website: ADMIN the URL, else the only website, else all; others their own', () => {
    const admin = identity();
    expect(tableWebsite(admin, [site(1, 'ABC'), site(2, 'XYZ')], 'XYZ', true)).toBe('XYZ');
    expect(tableWebsite(admin, [site(1, 'ABC'), site(2, 'XYZ')], null, true)).toBe('all');
    expect(tableWebsite(admin, [site(1, 'ABC')], null, true)).toBe('ABC');
    expect(tableWebsite(admin, [], null, false)).toBeNull();
    expect(tableWebsite(checker, [site(1, 'ABC')], 'XYZ', true)).toBe('ABC');
  });

  it('lower-cases the website code in the list path', () => {
    expect(bankListSegment('ABC')).toBe('abc');
    expect(bankListSegment('all')).toBe('all');
  });
});

describe('tracking rules', () => {
  it('lets ADMIN choose (default all) and fixes other roles to their website', () => {
    expect(trackingWebsite(identity(), null)).toBe('all');
    expect(trackingWebsite(identity(), 'ABC')).toBe('ABC');
    expect(trackingWebsite(checker, 'XYZ')).toBe('ABC');
  });

  it('uses the search path with the text encoded', () => {
    const path = (call: ReturnType<typeof trackingCall>) => callPath(call.key, call.input).path;
    expect(path(trackingCall({ website: 'all', search: '', size: 10, page: 2 }))).toBe('/api/tracking/all/10/2');
    expect(path(trackingCall({ website: 'ABC', search: 'budi / 50%', size: 20, page: 1 }))).toBe('/api/searchtracking/ABC/budi%20%2F%2050%25/20/1');
  });
});

describe('pagination windows', () => {
  it('tracking: first, last, one page each side of the current, ellipses between', () => {
    expect(compactPageButtons(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(compactPageButtons(1, 20)).toEqual([1, 2, '…', 20]);
    expect(compactPageButtons(20, 20)).toEqual([1, '…', 19, 20]);
    expect(compactPageButtons(3, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(compactPageButtons(1, 1)).toEqual([1]);
    expect(compactPageButtons(2, 3)).toEqual([1, 2, 3]);
  });

  it('tracking: a single skipped page is shown instead of an ellipsis', () => {
    expect(compactPageButtons(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(compactPageButtons(7, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('whitelist: every page number', () => {
    expect(allPageButtons(1)).toEqual([1]);
    expect(allPageButtons(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('shared helpers', () => {
  it("adds the server's reason without a second ❌", () => {
    expect(withReason('❌ Gagal menambahkan website.', 'Kode sudah ada.')).toBe('❌ Gagal menambahkan website. Kode sudah ada.');
    expect(withReason('❌ Gagal.', '❌ IP sudah ada.')).toBe('❌ Gagal. IP sudah ada.');
    expect(withReason('❌ Gagal.', '')).toBe('❌ Gagal.');
  });

  it("takes the answer's message, else the screen's own words", () => {
    expect(serverMessage({ message: 'OK dari server' }, 'x')).toBe('OK dari server');
    expect(serverMessage({ success: true, id: 3 }, 'Website berhasil ditambahkan.')).toBe('Website berhasil ditambahkan.');
    expect(serverMessage(undefined, 'Akun bank berhasil dibuat.')).toBe('Akun bank berhasil dibuat.');
  });

  it('patches URL parameters, removing empty ones', () => {
    expect(patchParams(new URLSearchParams('page=3&q=a'), { q: '', page: null, size: 20 }).toString()).toBe('size=20');
  });

  it('offers ADMIN every website and other roles only their own', () => {
    const all = [site(1, 'ABC'), site(2, 'XYZ')];
    expect(websitesFor(identity(), all)).toHaveLength(2);
    expect(websitesFor(checker, all).map((w) => w.website_code)).toEqual(['ABC']);
  });
});
