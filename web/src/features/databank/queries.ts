import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankAccountRow } from '@auto-checker/contract';
import { callApi, getPage } from '../../lib/api.ts';
import { useTableChange } from '../../lib/table-change.ts';
import { BANK_PAGE_SIZE, bankListSegment, type CreateBankAccountBody } from './bank-rules.ts';

const BANK_ACCOUNTS_KEY = ['bank-accounts'] as const;

/** The table of one website (or 'all'); waits while the website is not known yet (null). */
export function useBankAccounts(website: string | null, page: number) {
  return useQuery({
    queryKey: [...BANK_ACCOUNTS_KEY, website, page],
    queryFn: () =>
      getPage('GET /api/viewakunbank/:website/:pageSize/:page', { params: { website: bankListSegment(website!), pageSize: BANK_PAGE_SIZE, page } }),
    enabled: website !== null,
    placeholderData: keepPreviousData,
  });
}

export const useCreateBankAccount = () => useTableChange(BANK_ACCOUNTS_KEY, (body: CreateBankAccountBody) => callApi('POST /api/createakunbank', { body }));

/** Sends the opposite of the account's current status. */
export const useToggleBankAccount = () =>
  useTableChange(BANK_ACCOUNTS_KEY, (row: BankAccountRow) =>
    callApi('PUT /api/updatestatusakunbank/:akun_bank_id', { params: { akun_bank_id: row.akun_bank_id }, body: { akun_bank_status: !row.akun_bank_status } }),
  );

export const useRemoveBankAccount = () =>
  useTableChange(BANK_ACCOUNTS_KEY, (row: BankAccountRow) =>
    callApi('DELETE /api/deleteakunbank/:akun_bank_id', { params: { akun_bank_id: row.akun_bank_id } }),
  );
