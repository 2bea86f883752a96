import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, uploadWithProgress, type ApiCall } from '../../lib/api.ts';
import type { UploadPath } from './upload-rules.ts';

/**
 * GET /api/akunbanklist/{website}/{bank}/{depo|wd}: the active accounts of the chosen bank; null: no list
 * applies (no bank yet, or QRIS Manual). The page shows a failed load as an empty list (spec section 8).
 */
export function useUploadAccounts(call: ApiCall<'GET /api/akunbanklist/:websiteCode/:bank/:jenis'> | null) {
  return useQuery({
    queryKey: ['upload-accounts', call?.input.params],
    queryFn: async () => {
      const rows = await callApi(call!.key, call!.input);
      return Array.isArray(rows) ? rows : [];
    },
    enabled: call !== null,
  });
}

export interface UploadVars {
  endpoint: UploadPath;
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
    mutationFn: ({ endpoint, fields, file, onProgress }: UploadVars) => uploadWithProgress(endpoint, uploadForm(fields, file), onProgress),
  });
}

/** What the upload would store, read by the server and not stored (POST {endpoint}/preview). */
export function usePreview() {
  return useMutation({
    mutationFn: ({ endpoint, fields, file, onProgress }: UploadVars) => uploadWithProgress(`${endpoint}/preview`, uploadForm(fields, file), onProgress),
  });
}
