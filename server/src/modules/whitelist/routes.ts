import {
  MSG,
  changeResponse,
  createWhitelistBody,
  messageResponse,
  pageParams,
  updateWhitelistStatusBody,
  whitelistEntry,
  whitelistIdParams,
} from '@auto-checker/contract';
import { z } from 'zod';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendPage } from '../../http/page.ts';
import { addWhitelistIp, listWhitelistPage, removeWhitelistIp, setWhitelistIpStatus } from './service.ts';

export function whitelistRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;

  // The whitelist gate has already refused any peer that is not allowed; reaching here means allowed.
  app.get('/api/whitelist', { schema: { response: { 200: messageResponse } } }, async () => ({
    message: MSG.whitelistAllowed,
  }));

  app.get('/api/viewwhitelist/:pageSize/:page', { schema: { params: pageParams, response: { 200: z.array(whitelistEntry) } } }, async (request, reply) =>
    sendPage(reply, await listWhitelistPage(db, request.params.pageSize, request.params.page)),
  );

  app.post('/api/createwhitelist', { schema: { body: createWhitelistBody, response: { 201: changeResponse } } }, async (request, reply) => {
    const { whitelist_ip } = request.body;
    const id = await addWhitelistIp(db, signedIn(request), whitelist_ip);
    reply.code(201);
    return { success: true as const, message: MSG.whitelistCreated(whitelist_ip), id };
  });

  app.put(
    '/api/updatestatuswhitelist/:id',
    { schema: { params: whitelistIdParams, body: updateWhitelistStatusBody, response: { 200: changeResponse } } },
    async (request) => {
      const me = signedIn(request);
      const entry = await setWhitelistIpStatus(db, me, request.ip, request.params.id, request.body.Whitelist_status);
      return { success: true as const, message: MSG.whitelistStatusChanged(entry.Whitelist_ip, entry.Whitelist_status), id: entry.Whitelist_id };
    },
  );

  app.delete('/api/deletewhitelist/:id', { schema: { params: whitelistIdParams, response: { 200: changeResponse } } }, async (request) => {
    const entry = await removeWhitelistIp(db, signedIn(request), request.ip, request.params.id);
    return { success: true as const, message: MSG.whitelistDeleted(entry.Whitelist_ip), id: entry.Whitelist_id };
  });
}
