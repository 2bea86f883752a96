import type { BankAccountOption, WebsiteListItem } from '@auto-checker/contract';
import { Link } from 'react-router';
import { Options, SelectField, TextField } from '../../components/Field.tsx';
import {
  accountLabel,
  AUTO_TX_TYPES,
  bankChoicesFor,
  BO_MODES,
  categoriesFor,
  chosenBank,
  PROVIDERS,
  QRIS_MANUAL_ACCOUNT,
  TX_TYPES,
  UPLOAD_TYPES,
  visibleParts,
  type Option,
  type UploadChoice,
} from './upload-rules.ts';

export type Choose = <K extends keyof UploadChoice>(key: K, value: UploadChoice[K]) => void;

interface Props {
  /** The effective choices (auto-selections applied). */
  choice: UploadChoice;
  /** The websites of the chosen provider's panel that this user may pick. */
  websites: readonly WebsiteListItem[];
  websitesLoading: boolean;
  accounts: readonly BankAccountOption[];
  accountsLoading: boolean;
  onChoose: Choose;
}

function Choice<K extends keyof UploadChoice>(props: {
  label: string;
  name: K;
  placeholder: string;
  options: readonly Option[];
  choice: UploadChoice;
  onChoose: Choose;
  required?: boolean;
}) {
  const { label, name, placeholder, options, choice, onChoose, required = true } = props;
  return (
    <SelectField label={label} required={required} value={choice[name]} onChange={(e) => onChoose(name, e.target.value as UploadChoice[K])}>
      <option value="">{placeholder}</option>
      <Options options={options} />
    </SelectField>
  );
}

/** The cascade: Provider -> Transaction Type -> Upload Type -> mode or category -> website -> bank, account, date. */
export function UploadSelections({ choice, websites, websitesLoading, accounts, accountsLoading, onChoose }: Props) {
  const show = visibleParts(choice);
  const bank = chosenBank(choice);
  const common = { choice, onChoose };
  const websiteOptions = websites.map((w) => ({ value: w.website_code, label: w.website_name }));

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Choice label="Provider" name="provider" placeholder="Pilih Provider" options={PROVIDERS} {...common} />
      {show.txType && <Choice label="Transaction Type" name="txType" placeholder="Pilih Transaction Type" options={TX_TYPES} {...common} />}
      {show.uploadType && <Choice label="Upload Type" name="uploadType" placeholder="Pilih Upload Type" options={UPLOAD_TYPES} {...common} />}
      {show.boMode && <Choice label="Mode Deposit (Luxe)" name="boMode" placeholder="Pilih Mode Deposit" options={BO_MODES} {...common} />}
      {show.category && (
        <Choice
          label="Upload Category"
          name="category"
          placeholder="Pilih Upload Category"
          options={categoriesFor(choice.provider, choice.txType)}
          {...common}
        />
      )}
      {show.website &&
        (websitesLoading ? (
          <SelectField label="Website" required value="" disabled>
            <option value="">Loading...</option>
          </SelectField>
        ) : (
          <div>
            <Choice label="Website" name="website" placeholder="Pilih Website" options={websiteOptions} {...common} />
            {websites.length === 0 && <p className="mt-1 text-xs text-red-600 dark:text-red-400">Tidak ada website dengan panel {choice.provider}.</p>}
          </div>
        ))}
      {show.autoTx && <Choice label="Auto Tx Type" name="autoTx" placeholder="Pilih Auto Tx Type" options={AUTO_TX_TYPES} {...common} />}
      {show.bank && <Choice label="Bank" name="bank" placeholder="Pilih Bank" options={bankChoicesFor(choice)} {...common} />}
      {show.accountList && bank && (
        // Two columns wide: 'Name - Number' whole, since accounts of one bank often share the company's name.
        <div className="md:col-span-2">
          <SelectField
            label={`Akun ${bank.label}`}
            required
            value={accountsLoading || accounts.length === 0 ? '' : choice.account}
            disabled={accountsLoading || accounts.length === 0}
            onChange={(e) => onChoose('account', e.target.value)}
          >
            {accountsLoading ? (
              <option value="">Loading akun...</option>
            ) : accounts.length === 0 ? (
              <option value="">Tidak ada data akun</option>
            ) : (
              <>
                <option value="">Pilih Akun (Nama - Nomor)</option>
                <Options options={accounts.map((a) => ({ value: String(a.akun_bank_id), label: accountLabel(a) }))} />
              </>
            )}
          </SelectField>
        </div>
      )}
      {show.accountList && bank && !accountsLoading && accounts.length === 0 && (
        // Nothing to choose: say where accounts come from, instead of a dead end.
        <p className="-mt-2 text-xs text-red-600 dark:text-red-400" data-testid="no-accounts">
          Belum ada akun {bank.label} aktif untuk website {choice.website}. Tambahkan dulu di menu{' '}
          <Link to="/databank" className="font-semibold underline">
            Data Bank
          </Link>
          .
        </p>
      )}
      {show.qrisManual && (
        <>
          <TextField label="Nama Akun" value={QRIS_MANUAL_ACCOUNT} disabled readOnly />
          <TextField label="Nomor Akun" value={QRIS_MANUAL_ACCOUNT} disabled readOnly />
        </>
      )}
      {show.dateField && (
        <TextField label={`Tanggal Mutasi (${show.dateField})`} type="date" required value={choice.date} onChange={(e) => onChoose('date', e.target.value)} />
      )}
    </div>
  );
}
