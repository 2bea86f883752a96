import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteBoMutasiBody } from '@auto-checker/contract';
import { callApi } from '../../lib/api.ts';

/**
 * DELETE /api/deletebomutasi {date, group}. Afterwards any list may hold other rows: everything cached is marked
 * stale, to be read again when a screen shows it, without refetching the session and lookups on this page now.
 */
export function useDeleteBoMutasi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteBoMutasiBody) => callApi('DELETE /api/deletebomutasi', { body }),
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
