import { BANKS, BANK_LABELS, JENIS_LABELS, JENIS_TRANSAKSI, type WebsiteListItem } from '@auto-checker/contract';
import { Options, SelectField, TextField } from '../../components/Field.tsx';
import { FormDialog, useCheckedForm, type AddDialogProps } from '../../components/FormDialog.tsx';
import { bankFormProblem, digitsOnly, emptyBankForm, type BankForm } from './bank-rules.ts';

interface Props extends AddDialogProps<BankForm> {
  /** ADMIN picks the website; other roles create for their own, shown as fixed text. */
  canChooseWebsite: boolean;
  websites: readonly WebsiteListItem[];
  initialWebsite: string;
}

export function AddBankAccountDialog({ canChooseWebsite, websites, initialWebsite, busy, notice, onSubmit, onClose }: Props) {
  const { form, edit, problem, submit } = useCheckedForm(() => emptyBankForm(initialWebsite), bankFormProblem, onSubmit);
  return (
    <FormDialog title="Add New Data Bank" notice={notice} problem={problem} busy={busy} onSubmit={submit} onClose={onClose}>
      {canChooseWebsite ? (
        <SelectField label="Website" required value={form.website} onChange={(e) => edit({ website: e.target.value })}>
          <option value="">-- Pilih Website --</option>
          <Options options={websites.map((w) => ({ value: w.website_code, label: w.website_name }))} />
        </SelectField>
      ) : (
        <TextField label="Website" readOnly value={form.website} />
      )}
      <SelectField label="Jenis Transaksi" required value={form.jenis} onChange={(e) => edit({ jenis: e.target.value })}>
        <option value="">-- Pilih Jenis Transaksi --</option>
        <Options options={JENIS_TRANSAKSI.map((j) => ({ value: j, label: JENIS_LABELS[j] }))} />
      </SelectField>
      <SelectField label="Bank" required value={form.bank} onChange={(e) => edit({ bank: e.target.value })}>
        <option value="">Pilih bank / wallet</option>
        <Options options={BANKS.map((b) => ({ value: b, label: BANK_LABELS[b] }))} />
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
    </FormDialog>
  );
}
