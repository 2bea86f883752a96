import { formatRupiah, shortDay, type UploadPreview } from '@auto-checker/contract';
import { previewSummary } from './upload-messages.ts';

/** The file as the server read it: which layout, how many rows of each kind, and its first rows. */
export function UploadPreviewTable({ preview }: { preview: UploadPreview }) {
  const statement = preview.sample.some((row) => row.direction !== null);
  return (
    <section aria-label="Pratinjau file" className="space-y-2">
      <p className="text-sm font-medium text-gray-800 dark:text-white/90" data-testid="preview-summary">
        {previewSummary(preview)}
      </p>
      <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Baris pertama file, seperti yang dibaca aplikasi</caption>
          <thead className="bg-gray-50 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Baris
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Tanggal
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                Jumlah
              </th>
              {statement && (
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Arah
                </th>
              )}
              <th scope="col" className="px-2 py-1.5 font-medium">
                {statement ? 'Nama' : 'Username / Nama'}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {statement ? 'Referensi' : 'Ticket'}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 text-gray-800 dark:divide-gray-800 dark:text-gray-200">
            {preview.sample.map((row) => (
              <tr key={row.line}>
                <td className="px-2 py-1.5 tabular-nums text-gray-500 dark:text-gray-400">{row.line}</td>
                <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">{[shortDay(row.date), row.time?.slice(0, 5)].filter(Boolean).join(' ')}</td>
                <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">{formatRupiah(row.amount_sen)}</td>
                {statement && (
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {row.direction}
                    {row.kind && <span className="ml-1 text-gray-500 dark:text-gray-400">({row.kind})</span>}
                  </td>
                )}
                <td className="max-w-[14rem] truncate px-2 py-1.5" title={row.name}>
                  {row.name || <span className="text-gray-500 dark:text-gray-400">—</span>}
                </td>
                <td className="max-w-[10rem] truncate px-2 py-1.5" title={row.reference}>
                  {row.reference || <span className="text-gray-500 dark:text-gray-400">—</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.warnings.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-amber-800 dark:text-amber-300">
          {preview.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
