import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Notice, useNotice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { WebsiteSelect } from '../../components/WebsiteSelect.tsx';
import { useWebsites, websitesFor } from '../../lib/lookups.ts';
import { useMe } from '../../lib/session.ts';
import { chosenWebsite } from '../../lib/draft-filters.ts';
import { jakartaDate } from '../../lib/jakarta-time.ts';
import { DELETE_NOTICE_MS, canDelete, deleteRequestDate, failureText, groupLabel, successText } from './delete-rules.ts';
import { useDeleteBoMutasi } from './queries.ts';

const HEADING = 'Delete BO / Mutasi (≤ 24 jam)';
const AGE_NOTE = 'Hanya data yang diupload ≤ 24 jam yang lalu yang bisa dihapus.';

/**
 * Delete BO / Mutasi (docs/spec/part-2.md): removes the BO rows and statement lines of one date and website that were
 * uploaded at most 24 hours ago, after a confirmation. The server enforces the 24 hours and says what it removed.
 */
export function DeletePage() {
  const me = useMe();
  const websites = useWebsites();
  const choices = websites.data ? websitesFor(me, websites.data) : undefined;
  const [date, setDate] = useState(() => jakartaDate(new Date()));
  const [picked, setPicked] = useState('');
  const group = chosenWebsite(picked, choices);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBoMutasi();
  const { notice, show } = useNotice(DELETE_NOTICE_MS);
  const busy = remove.isPending;
  const ready = canDelete(date, group, busy);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    remove.mutate(
      { date: deleteRequestDate(date), group },
      { onSuccess: (body) => show('success', successText(body)), onError: (err) => show('error', failureText(err)) },
    );
  };

  return (
    <>
      <PageHeader title="Delete BO / Mutasi" />
      <Card title={HEADING} subtitle={AGE_NOTE}>
        <form onSubmit={open} noValidate aria-label={HEADING} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:max-w-2xl">
            <TextField label="Tanggal" type="date" required value={date} disabled={busy} onChange={(e) => setDate(e.target.value)} />
            <WebsiteSelect
              label="Website / Group"
              required
              value={group}
              disabled={busy}
              websites={choices}
              placeholder="-- Pilih Website / Group --"
              optionLabel={groupLabel}
              onChange={(e) => setPicked(e.target.value)}
            />
          </div>
          <Notice notice={notice} />
          <Button type="submit" variant="danger" disabled={!ready}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </form>
      </Card>
      {confirming && (
        <Modal title="Delete Confirmation" onClose={() => setConfirming(false)} width="max-w-md">
          <div className="space-y-3 text-sm text-gray-600 dark:text-gray-300">
            <p>Data BO dan mutasi berikut akan dihapus. Tindakan ini tidak bisa dibatalkan (cannot be undone).</p>
            <p>Hanya data yang diupload ≤ 24 jam yang lalu yang bisa dihapus (dibatasi oleh server).</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-gray-50 px-4 py-3 dark:bg-white/5">
              <dt className="font-medium">Tanggal</dt>
              <dd>{deleteRequestDate(date)}</dd>
              <dt className="font-medium">Website / Group</dt>
              <dd>{group}</dd>
            </dl>
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={confirm}>
              Delete
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
