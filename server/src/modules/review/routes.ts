import { REVIEW_MSG, REVIEW_STATUSES, SEARCH_MODES, boDepositView, boWithdrawView, mutasiDepositView, mutasiWithdrawView } from '@auto-checker/contract';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendPage, type Page } from '../../http/page.ts';
import { listBoDeposits, listBoWithdrawals } from './repo/bo-view.ts';
import { listDepositLines, listWithdrawLines } from './repo/mutasi-view.ts';
import { reviewFilter } from './service.ts';
import { parseViewDate } from '../../parsing/datetime.ts';
import type { ViewFilter } from './repo/view-filter.ts';

const date = z.string().transform((raw, ctx) => {
  const parsed = parseViewDate(raw);
  if (parsed !== null) return parsed;
  ctx.addIssue({ code: 'custom', message: REVIEW_MSG.badDate(raw) });
  return z.NEVER;
});
const lowerCase = z.string().trim().toLowerCase();
const status = lowerCase.pipe(z.enum(REVIEW_STATUSES, { error: REVIEW_MSG.badStatus }));
const mode = lowerCase.pipe(z.enum(SEARCH_MODES, { error: REVIEW_MSG.badMode }));

/** Path segments in path order, so the first bad one is the one reported. */
const listParams = z.object({
  date,
  website: z.string().trim().min(1).max(20),
  status,
  rowsPerPage: z.coerce.number().int().min(1).max(1000),
  page: z.coerce.number().int().min(1).max(1_000_000),
});
const searchParams = z.object({
  ...listParams.shape,
  mode,
  term: z.string().max(200),
});

const LIST = '/:date/:website/:status/:rowsPerPage/:page';
const SEARCH = '/:date/:website/:status/:mode/:term/:rowsPerPage/:page';

/** One review list: its view and search paths, how it is read and what a row looks like. */
function reviewList<Row extends object>(
  app: AppInstance,
  db: Db,
  names: { view: string; search: string },
  list: (db: Db, filter: ViewFilter) => Promise<Page<Row>>,
  row: z.ZodType<Row>,
): void {
  const response = { 200: z.array(row) };
  app.get(`/api/${names.view}${LIST}`, { schema: { params: listParams, response } }, async (request, reply) => {
    return sendPage(reply, await list(db, reviewFilter(signedIn(request), request.params)));
  });
  app.get(`/api/${names.search}${SEARCH}`, { schema: { params: searchParams, response } }, async (request, reply) => {
    const { mode, term, ...params } = request.params;
    return sendPage(reply, await list(db, reviewFilter(signedIn(request), { ...params, search: { mode, term } })));
  });
}

/** View BO and View Mutasi: read-only lists of one website's statement date (docs/spec/part-1.md, section 7). */
export function reviewRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;
  reviewList(app, db, { view: 'viewbo', search: 'searchbo' }, listBoDeposits, boDepositView);
  reviewList(app, db, { view: 'viewbowd', search: 'searchbowd' }, listBoWithdrawals, boWithdrawView);
  reviewList(app, db, { view: 'viewmutasi', search: 'searchmutasi' }, listDepositLines, mutasiDepositView);
  reviewList(app, db, { view: 'viewmutasiwd', search: 'searchmutasiwd' }, listWithdrawLines, mutasiWithdrawView);
}
