import { z } from 'zod';
import { idParam } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { suggestionsForRow } from './suggestions-api.ts';

const KIND = { bo: 'DEPOSIT', bowd: 'WITHDRAW' } as const;

/** GET /api/suggestions/{bo|bowd}/{id}: the candidate lines of a Pending BO row, with reasons. */
export function reconciliationRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/suggestions/:kind/:id',
    { schema: { params: z.object({ kind: z.enum(['bo', 'bowd'], { error: 'Jenis harus bo atau bowd.' }), id: idParam }) } },
    async (request) => suggestionsForRow(deps.db, signedIn(request), KIND[request.params.kind], request.params.id),
  );
}
