import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';
import type { ReviewExportBody } from '@auto-checker/contract';
import { postJsonForFile, saveBlob, type FilePath } from '../lib/download.ts';
import { withReason } from '../lib/messages.ts';
import { useToast } from '../components/Toaster.tsx';
import { REVIEW_TEXT } from './review-rules.ts';

/** One export of a review table: POST {date, status, group}, the answer saved under the spec's name. */
export interface ExportRequest {
  path: FilePath<'POST'>;
  body: ReviewExportBody;
  fileName: string;
}

/** Export CSV / Export Excel; a failure says 'Export gagal.' with the server's reason. */
export function useReviewExport() {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ path, body, fileName }: ExportRequest) => saveBlob(await postJsonForFile(path, body), fileName),
    onError: (err) => toast('error', withReason(REVIEW_TEXT.exportFailed, errorMessage(err))),
  });
}
