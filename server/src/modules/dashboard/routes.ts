import { dashboardQuery, dashboardResponse } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { dashboard, dashboardDate } from './service.ts';

/** GET /api/dashboard?date=: the home page's figures for one statement date (our addition). */
export function dashboardRoutes(app: AppInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  app.get('/api/dashboard', { schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } } }, async (request) => {
    const me = signedIn(request);
    return dashboard(db, me, dashboardDate(request.query.date, clock()));
  });
}
