import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { withReason } from '../../lib/messages.ts';
import { useTemplateDownload } from './queries.ts';
import { TEMPLATE_MSG, TEMPLATES, type TemplateButton } from './templates.ts';

/**
 * Download Template Upload: one button per CSV template. Each downloads on its own, so several may run at
 * once; a failure is shown in its own tile, where another button's download cannot replace it.
 */
export function TemplatesPage() {
  return (
    <>
      <PageHeader title="Download Template Upload" />
      <Card title="Template Upload" subtitle="Unduh template CSV, isi dengan data mutasi, lalu upload di halaman Upload dengan kategori yang sama.">
        <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {TEMPLATES.map((template) => (
            <TemplateItem key={template.name} template={template} />
          ))}
        </ul>
        <p className="text-sm text-gray-500 dark:text-gray-400">
          Punya file Excel dari BNI Mobile, Mandiri atau QRIS?{' '}
          <Link to="/convert-mutasi" className="text-brand-600 underline underline-offset-2 dark:text-brand-400">
            Convert Mutasi
          </Link>{' '}
          mengubahnya menjadi CSV template.
        </p>
      </Card>
    </>
  );
}

/** One template's button. Success needs no words of ours: the browser shows the download. */
function TemplateItem({ template }: { template: TemplateButton }) {
  const download = useTemplateDownload(template);
  const descriptionId = useId();
  const busy = download.isPending;
  // Kept until the next try: a new mutate() clears the previous error.
  const failure = download.isError ? withReason(TEMPLATE_MSG.failed, errorMessage(download.error)) : null;
  const start = () => download.mutate();
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <Button type="button" variant="secondary" className="w-full" onClick={start} disabled={busy} aria-busy={busy} aria-describedby={descriptionId}>
        {busy ? <Spinner /> : <DownloadIcon />}
        {busy ? 'Downloading...' : template.name}
      </Button>
      <p id={descriptionId} className="text-xs text-gray-500 dark:text-gray-400">
        {template.description}
      </p>
      <Notice notice={failure ? { kind: 'error', text: failure } : null} />
    </li>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-4 shrink-0">
      <path d="M10 3v10m0 0-4-4m4 4 4-4M4 15v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}
