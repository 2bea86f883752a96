import { useMutation, useQuery } from '@tanstack/react-query';
import type { BankAccountOption, UploadPreview } from '@auto-checker/contract';
import { api, uploadWithProgress } from '../../lib/api.ts';
import type { UploadResponse } from './upload-messages.ts';

/**
 * GET /api/akunbanklist/{website}/{bank}/{depo|wd}: the active accounts of the chosen bank; null path: no
 * list applies (no bank yet, or QRIS Manual). The page shows a failed load as an empty list (spec section 8).
 */
export function useUploadAccounts(path: string | null) {
  return useQuery({
    queryKey: ['upload-accounts', path],
    queryFn: async () => {
      const rows = await api.get<BankAccountOption[]>(path!);
      return Array.isArray(rows) ? rows : [];
    },
    enabled: path !== null,
  });
}

export interface UploadVars {
  endpoint: string;
  fields: Record<string, string>;
  file: File;
  onProgress: (sent: number) => void;
}

/** The multipart form of an upload: the fields of the combination, then the file in `myfile`. */
function uploadForm(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('myfile', file, file.name);
  return form;
}

/** One multipart upload. */
export function useUpload() {
  return useMutation({
    mutationFn: ({ endpoint, fields, file, onProgress }: UploadVars) => uploadWithProgress<UploadResponse>(endpoint, uploadForm(fields, file), onProgress),
  });
}

/** What the upload would store, read by the server and not stored (POST {endpoint}/preview). */
export function usePreview() {
  return useMutation({
    mutationFn: ({ endpoint, fields, file }: Omit<UploadVars, 'onProgress'>) =>
      uploadWithProgress<UploadPreview>(`${endpoint}/preview`, uploadForm(fields, file), () => {}),
  });
}
