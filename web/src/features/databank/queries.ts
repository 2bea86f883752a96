import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccountRow, ChangeResponse } from '@auto-checker/contract';
import { api, getPage } from '../../lib/api.ts';
import { BANK_PAGE_SIZE, bankListSegment, type CreateBankAccountBody } from './bank-rules.ts';

const BANK_ACCOUNTS_KEY = ['bank-accounts'] as const;

/** The table of one website (or 'all'); waits while the website is not known yet (null). */
export function useBankAccounts(website: string | null, page: number) {
  return useQuery({
    queryKey: [...BANK_ACCOUNTS_KEY, website, page],
    queryFn: () => getPage<BankAccountRow>(`/api/viewakunbank/${encodeURIComponent(bankListSegment(website!))}/${BANK_PAGE_SIZE}/${page}`),
    enabled: website !== null,
    placeholderData: keepPreviousData,
  });
}

function useBankChange<V>(mutationFn: (vars: V) => Promise<ChangeResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY }) });
}

export const useCreateBankAccount = () => useBankChange((body: CreateBankAccountBody) => api.post<ChangeResponse>('/api/createakunbank', body));

/** Sends the opposite of the account's current status. */
export const useToggleBankAccount = () =>
  useBankChange((row: BankAccountRow) => api.put<ChangeResponse>(`/api/updatestatusakunbank/${row.akun_bank_id}`, { akun_bank_status: !row.akun_bank_status }));

export const useRemoveBankAccount = () => useBankChange((row: BankAccountRow) => api.delete<ChangeResponse>(`/api/deleteakunbank/${row.akun_bank_id}`));
