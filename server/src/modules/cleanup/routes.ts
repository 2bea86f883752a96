import { deleteBoMutasiBody, deleteBoMutasiResponse } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { deleteRecentData } from './service.ts';

/** Delete BO / Mutasi (docs/spec/part-2.md, section 7): DELETE /api/deletebomutasi {date, group}. */
export function cleanupRoutes(app: AppInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  app.delete('/api/deletebomutasi', { schema: { body: deleteBoMutasiBody, response: { 200: deleteBoMutasiResponse } } }, async (request) =>
    deleteRecentData(db, signedIn(request), request.body, clock()),
  );
}
