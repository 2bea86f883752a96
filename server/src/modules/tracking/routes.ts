import { pageParams, trackingRow } from '@auto-checker/contract';
import { z } from 'zod';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendPage } from '../../http/page.ts';
import { listTracking } from './service.ts';

/** A website code as a path names it, in any case, or 'all'. */
const website = z.string().trim().min(1).max(20);
const listParams = pageParams.extend({ website });
const searchParams = listParams.extend({ search: z.string().max(100) });
const trackingList = z.array(trackingRow);

export function trackingRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/api/tracking/:website/:pageSize/:page', { schema: { params: listParams, response: { 200: trackingList } } }, async (request, reply) => {
    const { website, pageSize, page } = request.params;
    return sendPage(reply, await listTracking(db, signedIn(request), website, '', pageSize, page));
  });

  app.get(
    '/api/searchtracking/:website/:search/:pageSize/:page',
    { schema: { params: searchParams, response: { 200: trackingList } } },
    async (request, reply) => {
      const { website, search, pageSize, page } = request.params;
      return sendPage(reply, await listTracking(db, signedIn(request), website, search, pageSize, page));
    },
  );
}
