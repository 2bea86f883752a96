import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { MSG, SESSION_HINT_COOKIE, findApiRoute, isWebsiteScoped, roleAllowed, type ApiRoute, type Identity } from '@auto-checker/contract';
import { Forbidden, NotFound, Unauthorized } from '../errors.ts';
import { findSessionIdentity } from '../modules/auth/repo.ts';
import { isPeerAllowed } from '../modules/whitelist/repo.ts';
import type { AppDeps, AppInstance } from './app-types.ts';
import { refuseNulCharacters } from './input-guard.ts';
import { refuseCrossSite } from './same-origin.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { SESSION_COOKIE } from './session-token.ts';

/**
 * The one mechanism that enforces the contract's access table on every API route:
 * an /api route missing from the table cannot even be registered.
 */
export function enforceAccess(app: AppInstance, deps: AppDeps): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', whitelistGate(deps));
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      const method = m === 'HEAD' ? 'GET' : m;
      const entry = findApiRoute(method, route.url);
      if (!entry) throw new Error(`${method} ${route.url} is not in the contract's API_ROUTES table`);
      // Who may call runs before the body is even parsed; which website it names, once it is validated.
      route.onRequest = [refuseCrossSite, authorize(entry, deps), ...(route.onRequest ? [route.onRequest].flat() : [])];
      // Input the database cannot hold is refused before validation, for every API route alike.
      route.preValidation = [refuseNulCharacters, ...(route.preValidation ? [route.preValidation].flat() : [])];
      if (entry.website) route.preHandler = [scopeToWebsite(entry), ...(route.preHandler ? [route.preHandler].flat() : [])];
    }
  });
}

/**
 * Whether a request is for the API, judged the way the router sees the path: the query string
 * removed and percent-escapes decoded, so `/%61pi/login` or `/api?x` cannot slip past the gate.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const isApi = (p: string) => p === '/api' || p.startsWith('/api/');
  const routed = request.routeOptions.url;
  if (routed !== undefined && isApi(routed)) return true;
  const pathname = request.url.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the raw path
  }
  return isApi(pathname) || isApi(decoded);
}

/** Every /api request, including unknown paths, from a peer outside the whitelist gets 403. */
function whitelistGate(deps: AppDeps): onRequestHookHandler {
  return async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (await isPeerAllowed(deps.db, request.ip)) return;
    request.log.warn({ ip: request.ip }, 'refused: peer not in whitelist');
    return reply.code(403).send({ message: MSG.whitelistRefused });
  };
}

function authorize(entry: ApiRoute, deps: AppDeps): onRequestHookHandler {
  return async (request, reply) => {
    const hadToken = await resolveIdentity(request, deps);
    if (entry.access === 'public') return;
    const identity = request.identity;
    if (!identity) {
      // An ended session's cookies, or only the readable mark of one (its token gone): the browser forgets both.
      if (hadToken || request.cookies[SESSION_HINT_COOKIE] !== undefined) clearSessionCookie(reply, deps);
      throw new Unauthorized(hadToken ? MSG.sessionEnded : MSG.notSignedIn);
    }
    if (!roleAllowed(entry.access, identity.account_role)) throw new Forbidden(MSG.forbidden);
  };
}

/** CHECKER and CS may only name their own website; another one does not exist for them. */
function scopeToWebsite(entry: ApiRoute): preHandlerHookHandler {
  return async (request) => {
    const identity = request.identity;
    if (!identity || !isWebsiteScoped(identity.account_role)) return;
    const named = websiteNamed(request, entry);
    if (named === null || (named !== undefined && !sameWebsite(named, identity))) {
      throw new NotFound(MSG.websiteNotFound);
    }
  };
}

/** Sets request.identity from the cookie; returns whether a token was presented at all. */
async function resolveIdentity(request: FastifyRequest, deps: AppDeps): Promise<boolean> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return false;
  const claims = await deps.tokens.verify(token);
  if (claims) {
    request.identity = await findSessionIdentity(deps.db, claims.sessionId, claims.accountId, deps.clock());
    if (request.identity) request.sessionId = claims.sessionId;
  }
  return true;
}

/** The website code a request names; null when it should name one and does not; undefined when not checked here. */
function websiteNamed(request: FastifyRequest, entry: ApiRoute): string | null | undefined {
  const ref = entry.website;
  if (!ref || ref.in === 'multipart') return undefined; // multipart fields are checked by the upload service
  const source = (ref.in === 'params' ? request.params : request.body) as Record<string, unknown> | undefined;
  const value = source?.[ref.key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export function sameWebsite(code: string, identity: Identity): boolean {
  return identity.account_website_code !== null && code.trim().toUpperCase() === identity.account_website_code;
}
