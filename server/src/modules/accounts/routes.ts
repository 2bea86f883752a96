import {
  MSG,
  accountChangeResponse,
  accountIdParams,
  accountListResponse,
  createAccountBody,
  pageParams,
  updatePasswordBody,
  updateStatusBody,
} from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { createSession } from '../auth/service.ts';
import { changePassword, createAccount, deleteAccount, listVisibleAccounts, setAccountStatus } from './service.ts';

export function accountRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/api/alladminacc/:pageSize/:page', { schema: { params: pageParams, response: { 200: accountListResponse } } }, async (request, reply) => {
    const { rows, total } = await listVisibleAccounts(db, signedIn(request), request.params.pageSize, request.params.page);
    reply.header('x-total-count', String(total));
    return rows;
  });

  app.post('/api/addadminacc', { schema: { body: createAccountBody, response: { 201: accountChangeResponse } } }, async (request, reply) => {
    const account = await createAccount(db, signedIn(request), request.body);
    reply.code(201);
    return { success: true as const, message: MSG.userCreated, id: account.account_id, account };
  });

  app.put(
    '/api/updatestatusadminacc/:id',
    { schema: { params: accountIdParams, body: updateStatusBody, response: { 200: accountChangeResponse } } },
    async (request) => {
      const account = await setAccountStatus(db, signedIn(request), request.params.id, request.body.account_status);
      const message = MSG.statusChanged(account.account_name, account.account_status);
      return { success: true as const, message, id: account.account_id, account };
    },
  );

  app.delete('/api/deleteadminacc/:id', { schema: { params: accountIdParams, response: { 200: accountChangeResponse } } }, async (request) => {
    const account = await deleteAccount(db, signedIn(request), request.params.id);
    return { success: true as const, message: MSG.accountDeleted(account.account_name), id: account.account_id };
  });

  app.put(
    '/api/updatepassadminacc/:id',
    { schema: { params: accountIdParams, body: updatePasswordBody, response: { 200: accountChangeResponse } } },
    async (request, reply) => {
      const me = signedIn(request);
      const account = await changePassword(db, me, request.params.id, request.body.account_password);
      if (account.account_id === me.account_id) {
        // Every session of the account ended; the browser that made the change gets a fresh one.
        const sessionId = await createSession(db, me.account_id, request.ip, deps.tokens.expiryFrom(deps.clock()));
        await setSessionCookie(reply, deps, me.account_id, sessionId);
      }
      return { success: true as const, message: MSG.passwordChanged(account.account_name), id: account.account_id };
    },
  );
}
