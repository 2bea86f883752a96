import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { saveBlob } from '../../lib/download.ts';
import { csvNameFor, type ConvertBank } from './convert-rules.ts';

export interface ConvertRequest {
  bank: ConvertBank;
  file: File;
  /** For a workbook encrypted in Excel; sent only when filled in. */
  password: string;
}

/**
 * POST the Excel file (multipart `myfile`, and `password` when one is typed) to the bank's converter and save the
 * CSV under the original name ending .csv. Saved inside the mutation, so the download happens even if the user has
 * left the page meanwhile.
 */
export function useConvertMutasi() {
  return useMutation({
    mutationFn: async ({ bank, file, password }: ConvertRequest) => {
      const form = new FormData();
      form.append('myfile', file, file.name);
      if (password) form.append('password', password);
      const blob = await postForCsv(bank.path, form);
      const name = csvNameFor(file.name);
      saveBlob(blob, name);
      return name;
    },
  });
}

/** The answer's file, or an ApiError with the server's `{ message }` (else `HTTP <status>`), as lib/download.ts's calls. */
async function postForCsv(path: string, form: FormData): Promise<Blob> {
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'include' }).catch(() => {
    throw new ApiError(0, 'Tidak dapat terhubung ke server.');
  });
  if (response.ok) return response.blob();
  const answer: unknown = await response.json().catch(() => null);
  const message = (answer as { message?: unknown } | null)?.message;
  throw new ApiError(response.status, typeof message === 'string' && message.trim() ? message : `HTTP ${response.status}`);
}
