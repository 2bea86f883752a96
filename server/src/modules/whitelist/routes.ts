import { MSG, messageResponse } from '@auto-checker/contract';
import type { AppInstance } from '../../http/app-types.ts';

export function whitelistRoutes(app: AppInstance): void {
  // The whitelist gate has already refused any peer that is not allowed; reaching here means allowed.
  app.get('/api/whitelist', { schema: { response: { 200: messageResponse } } }, async () => ({
    message: MSG.whitelistAllowed,
  }));
}
