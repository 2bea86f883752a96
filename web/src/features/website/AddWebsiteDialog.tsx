import { useState, type FormEvent } from 'react';
import type { CreateWebsiteBody } from '@auto-checker/contract';
import { FormFooter } from '../../components/FormFooter.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Notice, type NoticeState } from '../../components/Notice.tsx';
import { PANEL_OPTIONS, createWebsiteBody, emptyWebsiteForm, websiteCodeTyping, websiteFormProblem, type WebsiteForm } from './website-rules.ts';

interface Props {
  busy: boolean;
  /** The page's notice (e.g. the server's refusal), shown here while the dialog is open. */
  notice: NoticeState | null;
  onSubmit: (body: CreateWebsiteBody) => void;
  onClose: () => void;
}

export function AddWebsiteDialog({ busy, notice, onSubmit, onClose }: Props) {
  const [form, setForm] = useState<WebsiteForm>(emptyWebsiteForm);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (patch: Partial<WebsiteForm>) => {
    setForm({ ...form, ...patch });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = websiteFormProblem(form);
    setProblem(found);
    if (!found) onSubmit(createWebsiteBody(form));
  };
  return (
    <Modal title="Add Website" onClose={onClose} width="max-w-md">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Notice notice={notice} />
        <TextField
          label="Website Name"
          required
          autoComplete="off"
          maxLength={100}
          value={form.website_name}
          onChange={(e) => edit({ website_name: e.target.value })}
        />
        <TextField
          label="Website Code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          hint="Huruf besar dan angka saja."
          value={form.website_code}
          onChange={(e) => edit({ website_code: websiteCodeTyping(e.target.value) })}
        />
        <SelectField label="Website Panel" required value={form.website_panel} onChange={(e) => edit({ website_panel: e.target.value })}>
          {PANEL_OPTIONS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <FormFooter problem={problem} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
