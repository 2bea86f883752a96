import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { SelectField } from '../../components/Field.tsx';
import { Notice, type NoticeState } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { withReason } from '../../lib/messages.ts';
import { bankById, CONVERT_BANKS, CONVERT_MSG, fileProblem } from './convert-rules.ts';
import { ExcelFileArea } from './ExcelFileArea.tsx';
import { useConvertMutasi } from './queries.ts';

/**
 * Convert Mutasi: a bank's Excel statement -> the CSV template its upload category reads.
 * Messages stay until the next action: a refusal often explains how to fix the file, and takes a while to read.
 */
export function ConvertMutasiPage() {
  const [bankId, setBankId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<NoticeState | null>(null);
  const convert = useConvertMutasi();
  const busy = convert.isPending;
  const bank = bankById(bankId);

  const takeFiles = (files: File[]) => {
    const problem = fileProblem(files);
    if (problem) return setMessage({ kind: 'error', text: problem });
    if (files[0]) {
      setFile(files[0]);
      setMessage(null);
    }
  };

  const submit = () => {
    if (!bank || !file) return setMessage({ kind: 'error', text: CONVERT_MSG.missing });
    setMessage(null);
    convert.mutate(
      { bank, file },
      {
        onSuccess: () => {
          setFile(null);
          setMessage({ kind: 'success', text: CONVERT_MSG.done });
        },
        onError: (err) => setMessage({ kind: 'error', text: withReason(CONVERT_MSG.failed, errorMessage(err)) }),
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
              setMessage(null);
            }}
          >
            <option value="">-- Select Bank --</option>
            {CONVERT_BANKS.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
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
                setMessage(null);
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
