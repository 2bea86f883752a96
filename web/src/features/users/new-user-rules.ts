import type { CreateAccountBody, Role } from '@auto-checker/contract';

export interface NewUserForm {
  account_name: string;
  account_password: string;
  account_role: Role | '';
  account_website: string;
}

export const emptyNewUser: NewUserForm = { account_name: '', account_password: '', account_role: '', account_website: '' };

/** Non-admin roles are bound to a website. */
export const needsWebsite = (role: NewUserForm['account_role']) => role === 'CHECKER' || role === 'CS';

/** What POST /api/addadminacc is sent for a filled form; null while the form is not complete. */
export function newUserBody(form: NewUserForm): CreateAccountBody | null {
  if (!form.account_name.trim() || !form.account_password) return null;
  if (!form.account_role) return null;
  if (needsWebsite(form.account_role) && !form.account_website) return null;
  return {
    account_name: form.account_name.trim(),
    account_password: form.account_password,
    account_status: true,
    account_role: form.account_role,
    account_website: form.account_website ? Number(form.account_website) : null,
  };
}

/** The submit button stays disabled until this holds (docs/spec/part-1.md section 5). */
export const canSubmitNewUser = (form: NewUserForm): boolean => newUserBody(form) !== null;

/** Choosing ADMIN clears the website. */
export function withRole(form: NewUserForm, role: NewUserForm['account_role']): NewUserForm {
  return { ...form, account_role: role, account_website: role === 'ADMIN' ? '' : form.account_website };
}
