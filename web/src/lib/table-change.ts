import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChangeResponse } from '@auto-checker/contract';

/**
 * A change to a master-data table (an add, a remove, a status change): once it settles, every query under `key` is
 * asked again, so the table (and whatever else reads the same data) shows the change.
 */
export function useTableChange<V>(key: QueryKey, mutationFn: (vars: V) => Promise<ChangeResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
