import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Options, SelectField } from '../../components/Field.tsx';
import { Notice, type NoticeState } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { withReason } from '../../lib/messages.ts';
import { bankById, CONVERT_BANKS, CONVERT_MSG, fileProblem, isPasswordProblem } from './convert-rules.ts';
import { ExcelFileArea } from './ExcelFileArea.tsx';
import { FilePasswordField } from './FilePasswordField.tsx';
import { useConvertMutasi } from './queries.ts';

/**
 * Convert Mutasi: a bank's Excel statement -> the CSV template its upload category reads.
 * Messages stay until the next action: a refusal often explains how to fix the file, and takes a while to read.
 */
export function ConvertMutasiPage() {
  const [bankId, setBankId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<NoticeState | null>(null);
  /** A refusal about the file's password: shown by its field instead of in the message. */
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const convert = useConvertMutasi();
  const busy = convert.isPending;
  const bank = bankById(bankId);

  /** A new message (or none) replaces a password refusal too. */
  const showMessage = (notice: NoticeState | null) => {
    setMessage(notice);
    setPasswordProblem(null);
  };

  const takeFiles = (files: File[]) => {
    const problem = fileProblem(files);
    if (problem) return showMessage({ kind: 'error', text: problem });
    if (files[0]) {
      setFile(files[0]);
      showMessage(null);
    }
  };

  const submit = () => {
    if (!bank || !file) return showMessage({ kind: 'error', text: CONVERT_MSG.missing });
    showMessage(null);
    convert.mutate(
      { bank, file, password },
      {
        onSuccess: () => {
          setFile(null);
          setPassword('');
          showMessage({ kind: 'success', text: CONVERT_MSG.done });
        },
        onError: (err) => {
          const reason = errorMessage(err);
          if (isPasswordProblem(reason)) setPasswordProblem(reason);
          else setMessage({ kind: 'error', text: withReason(CONVERT_MSG.failed, reason) });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title="Convert Mutasi" />
      <Card title="Convert Mutasi" subtitle="Ubah file Excel mutasi bank menjadi CSV yang siap di-upload.">
        <div className="max-w-sm">
          <SelectField
            label="Bank"
            required
            value={bankId}
            disabled={busy}
            onChange={(e) => {
              setBankId(e.target.value);
              showMessage(null);
            }}
          >
            <option value="">-- Select Bank --</option>
            <Options options={CONVERT_BANKS.map((b) => ({ value: b.id, label: b.label }))} />
          </SelectField>
        </div>

        {bank ? (
          <>
            <ExcelFileArea
              file={file}
              disabled={busy}
              onFiles={takeFiles}
              onRemove={() => {
                setFile(null);
                showMessage(null);
              }}
            />
            <FilePasswordField
              value={password}
              disabled={busy}
              problem={passwordProblem}
              onChange={(value) => {
                setPassword(value);
                setPasswordProblem(null);
              }}
            />
            <p className="text-sm text-gray-500 dark:text-gray-400">
              Hasilnya file CSV: upload di halaman{' '}
              <Link to="/upload" className="text-brand-600 underline underline-offset-2 dark:text-brand-400">
                Upload
              </Link>{' '}
              dengan kategori <span className="font-medium text-gray-700 dark:text-gray-300">{bank.uploadAs}</span>.
            </p>
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
            {CONVERT_MSG.chooseBankFirst}
          </p>
        )}

        <Notice notice={message} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" onClick={submit} disabled={busy} aria-busy={busy}>
            {busy ? 'Converting...' : 'Convert & Download'}
          </Button>
          <span role="status" className="text-sm text-gray-500 dark:text-gray-400">
            {busy ? CONVERT_MSG.processing : ''}
          </span>
        </div>
      </Card>
    </>
  );
}
