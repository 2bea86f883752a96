import type { Role } from '@auto-checker/contract';

export interface NewUserForm {
  account_name: string;
  account_password: string;
  account_role: Role | '';
  account_website: string;
}

export const emptyNewUser: NewUserForm = { account_name: '', account_password: '', account_role: '', account_website: '' };

/** Non-admin roles are bound to a website. */
export const needsWebsite = (role: NewUserForm['account_role']) => role === 'CHECKER' || role === 'CS';

/** The submit button stays disabled until this holds (docs/spec/part-1.md section 5). */
export function canSubmitNewUser(form: NewUserForm): boolean {
  if (!form.account_name.trim() || !form.account_password) return false;
  if (!form.account_role) return false;
  if (needsWebsite(form.account_role) && !form.account_website) return false;
  return true;
}

/** Choosing ADMIN clears the website. */
export function withRole(form: NewUserForm, role: NewUserForm['account_role']): NewUserForm {
  return { ...form, account_role: role, account_website: role === 'ADMIN' ? '' : form.account_website };
}
