import { useMutation } from '@tanstack/react-query';
import { postFileForFile, saveBlob } from '../../lib/download.ts';
import { csvNameFor, type ConvertBank } from './convert-rules.ts';

/**
 * POST the Excel file to the bank's converter and save the CSV under the original name ending .csv.
 * Saved inside the mutation, so the download happens even if the user has left the page meanwhile.
 */
export function useConvertMutasi() {
  return useMutation({
    mutationFn: async ({ bank, file }: { bank: ConvertBank; file: File }) => {
      const { blob } = await postFileForFile(bank.path, 'myfile', file);
      const name = csvNameFor(file.name);
      saveBlob(blob, name);
      return name;
    },
  });
}
