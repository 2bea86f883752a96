import { MSG_WEBSITE_REQUIRED, type CreateWebsiteBody } from '@auto-checker/contract';

export const WEBSITE_PAGE_SIZE = 100;

/** The panel choices as the spec's form sends them: Nexus as NEXUS, Luxe as luxe (the server stores both upper-case). */
export const PANEL_OPTIONS = [
  { label: 'Nexus', value: 'NEXUS' },
  { label: 'Luxe', value: 'luxe' },
] as const;

export interface WebsiteForm {
  website_name: string;
  website_code: string;
  website_panel: string;
}

export const emptyWebsiteForm: WebsiteForm = { website_name: '', website_code: '', website_panel: 'NEXUS' };

/** While typing, the code becomes upper-case letters and digits only. */
export function websiteCodeTyping(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The message that refuses the form, or null. */
export function websiteFormProblem(form: WebsiteForm): string | null {
  return form.website_name.trim() && form.website_code.trim() && form.website_panel.trim() ? null : MSG_WEBSITE_REQUIRED;
}

/** What POST /api/createwebsite receives. */
export function createWebsiteBody(form: WebsiteForm): CreateWebsiteBody {
  return { website_name: form.website_name.trim(), website_code: websiteCodeTyping(form.website_code), website_panel: form.website_panel };
}

export const WEBSITE_MSG = {
  created: 'Website berhasil ditambahkan.',
  createFailed: '❌ Gagal menambahkan website.',
  removed: 'Website berhasil dihapus.',
  removeFailed: '❌ Gagal menghapus website.',
  confirmRemove: (name: string, code: string) => `Remove website ${name} (${code})?`,
};
