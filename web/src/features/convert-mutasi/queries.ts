import { useMutation } from '@tanstack/react-query';
import { postFileForFile, saveBlob } from '../../lib/download.ts';
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
      const { blob } = await postFileForFile(bank.path, 'myfile', file, password ? { password } : {});
      const name = csvNameFor(file.name);
      saveBlob(blob, name);
      return name;
    },
  });
}
