import {
  MSG,
  bankAccountIdParams,
  bankAccountOption,
  bankAccountRow,
  changeResponse,
  createBankAccountBody,
  pageParams,
  updateBankAccountStatusBody,
} from '@auto-checker/contract';
import { z } from 'zod';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendPage } from '../../http/page.ts';
import { createBankAccount, listBankAccountChoices, listVisibleBankAccounts, removeBankAccount, setBankAccountActive } from './service.ts';

/** A website code as a path names it, in any case, or 'all'. */
const websiteSegment = z.string().trim().min(1).max(20);

const listParams = pageParams.extend({ website: websiteSegment });
const choiceParams = z.object({
  websiteCode: websiteSegment,
  bank: z.string().trim().min(1).max(40),
  jenis: z.string().trim().min(1).max(10),
});

export function bankAccountRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get(
    '/api/viewakunbank/:website/:pageSize/:page',
    { schema: { params: listParams, response: { 200: z.array(bankAccountRow) } } },
    async (request, reply) => {
      const { website, pageSize, page } = request.params;
      return sendPage(reply, await listVisibleBankAccounts(db, signedIn(request), website, pageSize, page));
    },
  );

  app.post('/api/createakunbank', { schema: { body: createBankAccountBody, response: { 201: changeResponse } } }, async (request, reply) => {
    const id = await createBankAccount(db, signedIn(request), request.body);
    reply.code(201);
    return { success: true as const, message: MSG.bankAccountCreated, id };
  });

  app.put(
    '/api/updatestatusakunbank/:akun_bank_id',
    { schema: { params: bankAccountIdParams, body: updateBankAccountStatusBody, response: { 200: changeResponse } } },
    async (request) => {
      const me = signedIn(request);
      const account = await setBankAccountActive(db, me, request.params.akun_bank_id, request.body.akun_bank_status);
      const message = MSG.bankAccountStatusChanged(account.akun_bank_name, account.akun_bank_no, account.akun_bank_status);
      return { success: true as const, message, id: account.akun_bank_id };
    },
  );

  app.delete('/api/deleteakunbank/:akun_bank_id', { schema: { params: bankAccountIdParams, response: { 200: changeResponse } } }, async (request) => {
    const account = await removeBankAccount(db, signedIn(request), request.params.akun_bank_id);
    const message = MSG.bankAccountDeleted(account.akun_bank_name, account.akun_bank_bank, account.akun_bank_no);
    return { success: true as const, message, id: account.akun_bank_id };
  });

  app.get(
    '/api/akunbanklist/:websiteCode/:bank/:jenis',
    { schema: { params: choiceParams, response: { 200: z.array(bankAccountOption) } } },
    async (request) => {
      const { websiteCode, bank, jenis } = request.params;
      return listBankAccountChoices(db, signedIn(request), websiteCode, bank, jenis);
    },
  );
}
