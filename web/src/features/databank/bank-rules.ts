import { ALL_WEBSITES, MSG_BANK_FIELDS_REQUIRED, type Identity, type WebsiteListItem } from '@auto-checker/contract';

export const BANK_PAGE_SIZE = 100;

export interface BankForm {
  website: string;
  jenis: string;
  bank: string;
  name: string;
  number: string;
}

export const emptyBankForm = (website: string): BankForm => ({ website, jenis: '', bank: '', name: '', number: '' });

/** While typing, the account number keeps digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** 'Semua field wajib diisi.' when a field is empty after trimming, else null. */
export function bankFormProblem(form: BankForm): string | null {
  return Object.values(form).every((v) => v.trim() !== '') ? null : MSG_BANK_FIELDS_REQUIRED;
}

/** What POST /api/createakunbank receives: jenis and bank upper-cased and trimmed, the name trimmed. */
export function createBankAccountBody(form: BankForm, createdBy: number) {
  return {
    akun_bank_website: form.website.trim(),
    akun_bank_jenis_transaksi: form.jenis.trim().toUpperCase(),
    akun_bank_bank: form.bank.trim().toUpperCase(),
    akun_bank_name: form.name.trim(),
    akun_bank_no: digitsOnly(form.number.trim()),
    akun_bank_created_by: createdBy,
  };
}
export type CreateBankAccountBody = ReturnType<typeof createBankAccountBody>;

/**
 * The website the table shows, or null while it cannot be known yet.
 * ADMIN: the URL's choice, else the only website, else all. Other roles: their own, always.
 */
export function tableWebsite(me: Identity, choices: readonly WebsiteListItem[], fromUrl: string | null, websitesLoaded: boolean): string | null {
  if (me.account_role !== 'ADMIN') return me.account_website_code;
  if (fromUrl) return fromUrl;
  if (!websitesLoaded) return null;
  return choices.length === 1 ? choices[0]!.website_code : ALL_WEBSITES;
}

/** GET /api/viewakunbank takes the website code in lower case, or 'all'. */
export function bankListSegment(website: string): string {
  return website === ALL_WEBSITES ? ALL_WEBSITES : website.toLowerCase();
}

export const BANK_MSG = {
  created: 'Akun bank berhasil dibuat.',
  createFailed: '❌ Gagal membuat akun bank.',
  removed: 'Akun bank berhasil dihapus.',
  statusChanged: 'Status akun bank diperbarui.',
  removeFailed: '❌ Gagal menghapus akun bank.',
  statusFailed: '❌ Gagal mengubah status akun bank.',
  confirmRemove: (name: string, bank: string, number: string) => `Remove bank account ${name} (${bank} - ${number})?`,
  confirmStatus: (name: string, number: string, activate: boolean) => `${activate ? 'Activate' : 'Deactivate'} bank account ${name} (${number})?`,
};
