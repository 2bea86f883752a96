import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { saveBlob } from '../../lib/download.ts';
import { withReason } from '../../lib/messages.ts';
import { useToast } from '../../components/Toaster.tsx';
import { REVIEW_TEXT } from './review-rules.ts';

/** One export of a review table: POST {date, status, group}, the answer saved under the spec's name. */
export interface ExportRequest {
  path: string;
  body: { date: string; status: string; group: string };
  fileName: string;
}

/** POST a JSON body and read the answer as a file; failures are ApiError with the server's message. */
export async function postForFile(path: string, body: unknown): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'Tidak dapat terhubung ke server.');
  }
  if (!response.ok) {
    let message = `HTTP ${response.status}`;
    try {
      const data: unknown = JSON.parse(await response.text());
      const text = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
      if (typeof text === 'string' && text.trim()) message = text;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(response.status, message);
  }
  return response.blob();
}

/** Export CSV / Export Excel; a failure says 'Export gagal.' with the server's reason. */
export function useReviewExport() {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ path, body, fileName }: ExportRequest) => saveBlob(await postForFile(path, body), fileName),
    onError: (err) => toast('error', withReason(REVIEW_TEXT.exportFailed, errorMessage(err))),
  });
}
