import { useState, type FormEvent } from 'react';
import { BANKS, BANK_LABELS, JENIS_LABELS, JENIS_TRANSAKSI, type WebsiteListItem } from '@auto-checker/contract';
import { FormFooter } from '../../components/FormFooter.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Notice, type NoticeState } from '../../components/Notice.tsx';
import { bankFormProblem, digitsOnly, emptyBankForm, type BankForm } from './bank-rules.ts';

interface Props {
  /** ADMIN picks the website; other roles create for their own, shown as fixed text. */
  canChooseWebsite: boolean;
  websites: readonly WebsiteListItem[];
  initialWebsite: string;
  busy: boolean;
  /** The page's notice (e.g. '❌ Gagal membuat akun bank.'), shown here while the dialog is open. */
  notice: NoticeState | null;
  onSubmit: (form: BankForm) => void;
  onClose: () => void;
}

export function AddBankAccountDialog({ canChooseWebsite, websites, initialWebsite, busy, notice, onSubmit, onClose }: Props) {
  const [form, setForm] = useState<BankForm>(() => emptyBankForm(initialWebsite));
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (patch: Partial<BankForm>) => {
    setForm({ ...form, ...patch });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bankFormProblem(form);
    setProblem(found);
    if (!found) onSubmit(form);
  };
  return (
    <Modal title="Add New Data Bank" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Notice notice={notice} />
        {canChooseWebsite ? (
          <SelectField label="Website" required value={form.website} onChange={(e) => edit({ website: e.target.value })}>
            <option value="">-- Pilih Website --</option>
            {websites.map((w) => (
              <option key={w.website_id} value={w.website_code}>
                {w.website_name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label="Website" readOnly value={form.website} />
        )}
        <SelectField label="Jenis Transaksi" required value={form.jenis} onChange={(e) => edit({ jenis: e.target.value })}>
          <option value="">-- Pilih Jenis Transaksi --</option>
          {JENIS_TRANSAKSI.map((j) => (
            <option key={j} value={j}>
              {JENIS_LABELS[j]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Bank" required value={form.bank} onChange={(e) => edit({ bank: e.target.value })}>
          <option value="">Pilih bank / wallet</option>
          {BANKS.map((b) => (
            <option key={b} value={b}>
              {BANK_LABELS[b]}
            </option>
          ))}
        </SelectField>
        <TextField label="Account Name" required autoComplete="off" maxLength={100} value={form.name} onChange={(e) => edit({ name: e.target.value })} />
        <TextField
          label="Account Number"
          required
          autoComplete="off"
          inputMode="numeric"
          maxLength={40}
          value={form.number}
          onChange={(e) => edit({ number: digitsOnly(e.target.value) })}
        />
        <FormFooter problem={problem} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
