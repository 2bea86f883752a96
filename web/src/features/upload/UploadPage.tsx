import { useRef, useState, type FormEvent } from 'react';
import { NOT_AN_UPLOAD_FILE_OR_PDF, PDF_UPLOAD_ENDPOINTS, UPLOAD_MSG, type UploadPreview } from '@auto-checker/contract';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWebsites, websitesFor } from '../../lib/lookups.ts';
import { useMe } from '../../lib/session.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { ConfirmUploadDialog } from './ConfirmUploadDialog.tsx';
import { FileDrop } from './FileDrop.tsx';
import { usePreview, useUpload, useUploadAccounts } from './queries.ts';
import { fileSizeLabel, isCsvFile, uploadFailure, uploadOutcome, type UploadOutcome } from './upload-messages.ts';
import {
  accountLabel,
  accountListCall,
  applyChoice,
  confirmationRows,
  endpointOf,
  switchedChoice,
  switchLabel,
  EMPTY_CHOICE,
  isComplete,
  planUpload,
  withAutoSelection,
  type UploadChoice,
  type UploadPath,
} from './upload-rules.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { UploadSelections, type Choose } from './UploadSelections.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import { useUploadProgress } from './useUploadProgress.ts';

const TITLE = 'BO dan Bank Settlement Upload';

interface Pending {
  endpoint: UploadPath;
  fields: Record<string, string>;
  file: File;
  rows: [string, string][];
  /** The file as the server read it (null while it is sent and read), and the whole percent of it sent so far. */
  preview: UploadPreview | null;
  sentPercent: number;
}

/** A message of the banner; a check's message goes away as soon as the form is touched, a result stays. */
type Status = { outcome: UploadOutcome; fromCheck: boolean } | null;

/** /upload: choose the combination, pick one .csv file, confirm, watch it upload, read the result. */
export function UploadPage() {
  const me = useMe();
  const websiteList = useWebsites();
  const [picked, setPicked] = useState<UploadChoice>(EMPTY_CHOICE);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const upload = useUpload();
  const preview = usePreview();
  /** The submit whose preview is awaited: a later submit or a cancel makes an earlier answer stale. */
  const previewFor = useRef(0);
  const { progress, start, sent, finish } = useUploadProgress();

  // The provider narrows the websites to its panel; exactly one left is chosen for the user, as is one account.
  const websites = picked.provider ? websitesFor(me, websiteList.data ?? []).filter((w) => w.website_panel === picked.provider) : [];
  const websiteCodes = websites.map((w) => w.website_code);
  const withWebsite = withAutoSelection(picked, websiteCodes, []);
  const accountCall = accountListCall(withWebsite);
  const accountList = useUploadAccounts(accountCall);
  const accounts = accountList.data ?? [];
  const choice = withAutoSelection(
    withWebsite,
    websiteCodes,
    accounts.map((a) => String(a.akun_bank_id)),
  );
  const account = accounts.find((a) => String(a.akun_bank_id) === choice.account) ?? null;
  const complete = isComplete(choice);
  const takesPdf = PDF_UPLOAD_ENDPOINTS.includes(endpointOf(choice) ?? '');
  const busy = upload.isPending || preview.isPending;

  const touched = () => setStatus((s) => (s?.fromCheck ? null : s));
  const choose: Choose = (key, value) => {
    const next = applyChoice(choice, key, value);
    setPicked(next);
    // The file belongs to a complete combination: it goes when the file area does.
    if (!isComplete(next)) setFile(null);
    touched();
  };
  const pick = (chosen: File) => {
    if (isCsvFile(chosen, endpointOf(choice))) {
      setFile(chosen);
      touched();
    } else {
      setFile(null);
      setStatus({ outcome: { kind: 'error', text: takesPdf ? NOT_AN_UPLOAD_FILE_OR_PDF : UPLOAD_MSG.notCsv, warnings: [] }, fromCheck: true });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = planUpload({ choice, file, account, accountId: me.account_id });
    if (!plan.ok || !file) {
      setStatus({ outcome: { kind: 'error', text: plan.ok ? UPLOAD_MSG.noFile : plan.message, warnings: [] }, fromCheck: true });
      return;
    }
    setStatus(null);
    const website = websites.find((w) => w.website_code === choice.website);
    const rows = confirmationRows(choice, {
      website: website ? `${website.website_name} (${website.website_code})` : undefined,
      account: account ? accountLabel(account) : undefined,
      file: `${file.name} (${fileSizeLabel(file.size)})`,
    });
    const asked = { endpoint: plan.endpoint, fields: plan.fields, file };
    setPending({ ...asked, rows, preview: null, sentPercent: 0 });
    const id = ++previewFor.current;
    // Redrawn once per whole percent sent.
    const onProgress = (fraction: number) => {
      const sentPercent = Math.floor(fraction * 100);
      if (id === previewFor.current) setPending((p) => (p && p.sentPercent !== sentPercent ? { ...p, sentPercent } : p));
    };
    preview.mutate(
      { ...asked, onProgress },
      {
        onSuccess: (read) => {
          if (id === previewFor.current) setPending((p) => (p ? { ...p, preview: read } : p));
        },
        onError: (err) => {
          if (id !== previewFor.current) return;
          // The file cannot be stored as it is: the form keeps every choice and the file, so only the file is fixed.
          setPending(null);
          setStatus({
            outcome: { ...uploadFailure(errorMessage(err), err instanceof ApiError ? err.body : undefined), file: asked.file.name },
            fromCheck: true,
          });
        },
      },
    );
  };

  const cancel = () => {
    previewFor.current++;
    setPending(null);
  };

  /** A refused file of another category: one click puts the form there, the file kept, to submit again. */
  const switchAction = (outcome: UploadOutcome) => {
    const target = outcome.switchTo && switchedChoice(choice, outcome.switchTo);
    if (!target) return undefined;
    return {
      label: switchLabel(target),
      run: () => {
        setPicked(target);
        setStatus(null);
      },
    };
  };

  const confirm = () => {
    if (!pending) return;
    const { endpoint, fields, file: chosen } = pending;
    setPending(null);
    start();
    const done = (outcome: UploadOutcome, ok: boolean) => {
      finish(ok);
      setStatus({ outcome, fromCheck: false });
      // After a success the form starts over (spec); after a failure it keeps every choice, to fix only the file.
      if (ok) {
        setPicked(EMPTY_CHOICE);
        setFile(null);
      }
    };
    upload.mutate(
      { endpoint, fields, file: chosen, onProgress: sent },
      {
        onSuccess: (res) => done({ ...uploadOutcome(res, { date: fields.dates, fileName: chosen.name }), file: chosen.name }, true),
        onError: (err) => done({ ...uploadFailure(errorMessage(err), err instanceof ApiError ? err.body : undefined), file: chosen.name }, false),
      },
    );
  };

  return (
    <>
      <PageHeader title={TITLE} />
      <div className="space-y-6">
        <p
          role="note"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          Mutasi Mandiri, BNI Mobile dan QRIS wajib dikonversi terlebih dahulu melalui fitur{' '}
          <Link to="/convert-mutasi" className="font-semibold underline">
            Convert Mutasi
          </Link>{' '}
          sebelum diupload.
        </p>
        <Card title="Upload File" subtitle="Pilih Provider, Transaction Type dan Upload Type, lalu file .csv.">
          <form onSubmit={submit} noValidate aria-label={TITLE}>
            <fieldset disabled={busy} className="min-w-0 space-y-6">
              <UploadSelections
                choice={choice}
                websites={websites}
                websitesLoading={websiteList.isPending}
                accounts={accounts}
                accountsLoading={accountCall !== null && accountList.isPending}
                onChoose={choose}
              />
              {complete && (
                <>
                  <FileDrop file={file} onPick={pick} onRemove={() => setFile(null)} pdf={takesPdf} />
                  <div className="flex justify-end">
                    <Button type="submit" className="w-full sm:w-auto" aria-busy={busy}>
                      Submit Upload
                    </Button>
                  </div>
                </>
              )}
            </fieldset>
          </form>
          {progress && <UploadProgress progress={progress} />}
          {/* Below the form: next to Submit when a check fails, and in view once the form collapses after an upload. */}
          {status && <UploadStatus outcome={status.outcome} onClose={() => setStatus(null)} action={switchAction(status.outcome)} />}
        </Card>
      </div>
      {pending && <ConfirmUploadDialog rows={pending.rows} preview={pending.preview} sentPercent={pending.sentPercent} onConfirm={confirm} onCancel={cancel} />}
    </>
  );
}
