import { isWebsiteScoped, websiteListResponse } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { listWebsites } from './repo.ts';

export function websiteRoutes(app: AppInstance, deps: AppDeps): void {
  // ADMIN sees every website; CHECKER and CS only their own.
  app.get('/api/websitelist', { schema: { response: { 200: websiteListResponse } } }, async (request) => {
    const me = signedIn(request);
    return listWebsites(deps.db, isWebsiteScoped(me.account_role) ? me.account_website : null);
  });
}
