import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';
import type { ReviewExportBody } from '@auto-checker/contract';
import { postJsonForFile, saveBlob, type FilePath } from '../lib/download.ts';
import { withReason } from '../lib/messages.ts';
import { useToast } from '../components/Toaster.tsx';
import { exportFileName, REVIEW_TEXT, type ExportFormat, type ReviewQuery, type ReviewSide } from './review-rules.ts';

/** One export of a review table: POST {date, status, group}, the answer saved under the spec's name. */
export interface ExportRequest {
  path: FilePath<'POST'>;
  body: ReviewExportBody;
  fileName: string;
}

/** The export of a side's table for the query's status: `date` and `group` as the screen's export writes them. */
export function sideExport(side: ReviewSide, query: ReviewQuery, format: ExportFormat, date: string, group: string): ExportRequest {
  return {
    path: side.exportPaths[format],
    body: { date, status: query.status, group },
    fileName: exportFileName(side.filePrefix, group, query.status, date, format),
  };
}

/** Export CSV / Export Excel; a failure says 'Export gagal.' with the server's reason. */
export function useReviewExport() {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ path, body, fileName }: ExportRequest) => saveBlob(await postJsonForFile(path, body), fileName),
    onError: (err) => toast('error', withReason(REVIEW_TEXT.exportFailed, errorMessage(err))),
  });
}
