import { useState, type FormEvent } from 'react';
import { ROLES, ROLE_LABELS, type CreateAccountBody, type WebsiteListItem } from '@auto-checker/contract';
import { FormFooter } from '../../components/FormFooter.tsx';
import { PasswordField, SelectField, TextField } from '../../components/Field.tsx';
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
  return (
    <Modal title="New User" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Username"
          required
          autoComplete="off"
          value={form.account_name}
          onChange={(e) => setForm({ ...form, account_name: e.target.value })}
        />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          value={form.account_password}
          onChange={(e) => setForm({ ...form, account_password: e.target.value })}
        />
        <SelectField label="Role" required value={form.account_role} onChange={(e) => setForm(withRole(form, e.target.value as NewUserForm['account_role']))}>
          <option value="">-- Pilih Role --</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Website"
          required={needsWebsite(form.account_role)}
          disabled={form.account_role === 'ADMIN'}
          value={form.account_website}
          onChange={(e) => setForm({ ...form, account_website: e.target.value })}
        >
          <option value="">{form.account_role === 'ADMIN' ? '— (ADMIN tidak terikat website)' : '-- Pilih Website --'}</option>
          {websites.map((w) => (
            <option key={w.website_id} value={String(w.website_id)}>
              {w.website_code} — {w.website_name}
            </option>
          ))}
        </SelectField>
        {needsWebsite(form.account_role) && websites.length === 0 && (
          <p className="text-xs text-red-600">Belum ada website. Tambahkan website terlebih dahulu.</p>
        )}
        <FormFooter busy={busy} problem={problem} onCancel={onClose} submitLabel="Create User" disabled={!canSubmitNewUser(form)} />
      </form>
    </Modal>
  );
}
