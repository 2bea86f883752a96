import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, MSG, roleAllowed, type ApiRoute } from '@auto-checker/contract';
import { createTestContext, type TestContext } from '../support/harness.ts';
import { expectErrorBody, send, tokenCookie } from './support/http.ts';
import { callOf, coverageGaps, routeKey, type RouteCall } from './support/route-calls.ts';
import { CALLERS, PASSWORD, ROLE_OF, USERNAME, buildWorld, type Caller, type World } from './support/world.ts';

/**
 * Every path of the contract, called by every kind of caller: nobody signed in, CS of website A, CHECKER of A,
 * CHECKER of B, ADMIN. Each call is a real, valid request about website A (or a record of A), and each caller
 * gets exactly what the contract's table allows:
 * - not allowed: 401 MSG.notSignedIn without a session, 403 MSG.forbidden with one;
 * - allowed, but a CHECKER of B naming A: 404 MSG.websiteNotFound (a website in the path, body or form) or
 *   404 MSG.notFound (a record of A named by id);
 * - allowed: the route's own answer (ROUTE_CALLS[...].ok), never 401, 403 or 5xx.
 */

let ctx: TestContext;
let w: World;
const cookies: Partial<Record<Caller, string>> = {};

async function signIn(caller: Exclude<Caller, 'none'>): Promise<void> {
  cookies[caller] = await ctx.login(USERNAME[caller], PASSWORD[caller]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  for (const caller of CALLERS) if (caller !== 'none') await signIn(caller);
});
afterAll(() => ctx.close());

interface Expected {
  status: number;
  message?: string;
  /** The whole answer, when it is known. */
  body?: unknown;
}

function expected(route: ApiRoute, call: RouteCall, caller: Caller): Expected {
  const role = ROLE_OF[caller];
  if (route.access !== 'public' && role === null) return { status: 401, message: MSG.notSignedIn };
  if (!roleAllowed(route.access, role)) return { status: 403, message: MSG.forbidden };
  if (caller === 'checkerB' && route.website) return { status: 404, message: MSG.websiteNotFound };
  if (caller === 'checkerB' && call.recordOfA) return { status: 404, message: MSG.notFound };
  if (caller === 'checkerB' && call.listOfA) return { status: 200, body: [] };
  return { status: call.ok };
}

describe('the route table', () => {
  it('every contract route is registered by the server', () => {
    const unregistered = API_ROUTES.filter((r) => !ctx.app.hasRoute({ method: r.method, url: r.path })).map(routeKey);
    expect(unregistered).toEqual([]);
  });

  it('every contract route has an entry saying how to call it, and no entry names a route the contract lacks', () => {
    expect(coverageGaps()).toEqual({ missing: [], unknown: [] });
  });
});

describe('every route x every caller', () => {
  for (const route of API_ROUTES) {
    it(`${routeKey(route)}: ${route.access === 'public' || route.access === 'signedIn' ? route.access : route.access.join('/')}${route.website ? `, website in ${route.website.in}` : ''}`, async () => {
      expect(ctx.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
      const call = callOf(route);
      for (const caller of CALLERS) {
        const res = await send(ctx, route, await call.input(w, caller), { cookie: cookies[caller] });
        const want = expected(route, call, caller);
        const what = `${routeKey(route)} as ${caller}: ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBe(want.status);
        if (want.message !== undefined) {
          expect(res.json(), what).toEqual({ message: want.message });
        } else if (want.body !== undefined) {
          expect(res.json(), what).toEqual(want.body);
        } else if (res.statusCode >= 400) {
          expectErrorBody(res, what);
        }
        // A session the call replaced (a password change) is followed; one it ended (logout) is opened again.
        const token = tokenCookie(res);
        if (caller !== 'none' && token !== undefined) {
          if (token !== '') cookies[caller] = `token=${token}`;
          else if (call.endsSession) await signIn(caller);
          else throw new Error(`${what}: the session cookie was cleared`);
        }
      }
    });
  }
});
