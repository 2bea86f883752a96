import { MSG, changeResponse, createWebsiteBody, isWebsiteScoped, pageParams, websiteIdParams, websiteListResponse, websiteRow } from '@auto-checker/contract';
import { z } from 'zod';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendPage } from '../../http/page.ts';
import { listWebsites } from './repo.ts';
import { createWebsite, listVisibleWebsites, removeWebsite } from './service.ts';

export function websiteRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;

  // ADMIN sees every website; CHECKER and CS only their own.
  app.get('/api/websitelist', { schema: { response: { 200: websiteListResponse } } }, async (request) => {
    const me = signedIn(request);
    return listWebsites(db, isWebsiteScoped(me.account_role) ? me.account_website : null);
  });

  app.get('/api/viewwebsite/:pageSize/:page', { schema: { params: pageParams, response: { 200: z.array(websiteRow) } } }, async (request, reply) => {
    const page = await listVisibleWebsites(db, signedIn(request), request.params.pageSize, request.params.page);
    return sendPage(reply, page);
  });

  app.post('/api/createwebsite', { schema: { body: createWebsiteBody, response: { 201: changeResponse } } }, async (request, reply) => {
    const id = await createWebsite(db, signedIn(request), request.body);
    reply.code(201);
    return { success: true as const, message: MSG.websiteCreated, id };
  });

  app.delete('/api/deletewebsite/:id', { schema: { params: websiteIdParams, response: { 200: changeResponse } } }, async (request) => {
    const website = await removeWebsite(db, signedIn(request), request.params.id);
    return { success: true as const, message: MSG.websiteDeleted(website.website_code), id: website.website_id };
  });
}
