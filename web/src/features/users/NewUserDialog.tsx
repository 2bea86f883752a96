import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ROLES, ROLE_LABELS, type CreateAccountBody, type WebsiteListItem } from '@auto-checker/contract';
import { FormFooter } from '../../components/FormFooter.tsx';
import { Options, PasswordField, SelectField, TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';
import { canSubmitNewUser, emptyNewUser, needsWebsite, newUserBody, withRole, type NewUserForm } from './new-user-rules.ts';

interface Props {
  websites: WebsiteListItem[];
  busy: boolean;
  /** Why the server refused the last try (a taken username), shown in the dialog. */
  problem: string | null;
  onSubmit: (body: CreateAccountBody) => void;
  onClose: () => void;
}

export function NewUserDialog({ websites, busy, problem, onSubmit, onClose }: Props) {
  const [form, setForm] = useState<NewUserForm>(emptyNewUser);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = newUserBody(form);
    if (body) onSubmit(body);
  };
  /** A typed field's value and change, bound to its key of the form. */
  const typed = (key: 'account_name' | 'account_password') => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <Modal title="New User" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Username" required autoComplete="off" {...typed('account_name')} />
        <PasswordField label="Password" required autoComplete="new-password" {...typed('account_password')} />
        <SelectField label="Role" required value={form.account_role} onChange={(e) => setForm(withRole(form, e.target.value as NewUserForm['account_role']))}>
          <option value="">-- Pilih Role --</option>
          <Options options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))} />
        </SelectField>
        <SelectField
          label="Website"
          required={needsWebsite(form.account_role)}
          disabled={form.account_role === 'ADMIN'}
          value={form.account_website}
          onChange={(e) => setForm({ ...form, account_website: e.target.value })}
        >
          <option value="">{form.account_role === 'ADMIN' ? '— (ADMIN tidak terikat website)' : '-- Pilih Website --'}</option>
          <Options options={websites.map((w) => ({ value: String(w.website_id), label: `${w.website_code} — ${w.website_name}` }))} />
        </SelectField>
        {needsWebsite(form.account_role) && websites.length === 0 && (
          <p className="text-xs text-red-600">Belum ada website. Tambahkan website terlebih dahulu.</p>
        )}
        <FormFooter busy={busy} problem={problem} onCancel={onClose} submitLabel="Create User" disabled={!canSubmitNewUser(form)} />
      </form>
    </Modal>
  );
}
