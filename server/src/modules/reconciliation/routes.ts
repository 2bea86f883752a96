import { z } from 'zod';
import { idParam, sideOfBoPath, suggestionIdsQuery } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { bestSuggestions, suggestionsForRow } from './suggestions-api.ts';

const kind = z.enum(['bo', 'bowd'], { error: 'Jenis harus bo atau bowd.' });

export function reconciliationRoutes(app: AppInstance, deps: AppDeps): void {
  /** GET /api/suggestions/{bo|bowd}/{id}: the candidate lines of a Pending BO row, with reasons. */
  app.get('/api/suggestions/:kind/:id', { schema: { params: z.object({ kind, id: idParam }) } }, async (request) =>
    suggestionsForRow(deps.db, signedIn(request), sideOfBoPath(request.params.kind), request.params.id),
  );
  /** GET /api/suggestions/{bo|bowd}?ids=1,2,3: the best line of each Pending row of a page (View BO shows it inline). */
  app.get('/api/suggestions/:kind', { schema: { params: z.object({ kind }), querystring: suggestionIdsQuery } }, async (request) =>
    bestSuggestions(deps.db, signedIn(request), sideOfBoPath(request.params.kind), request.query.ids),
  );
}
