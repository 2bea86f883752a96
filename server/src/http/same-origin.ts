/**
 * A second line of defence beside the session cookie's SameSite=Strict (README, Security): a state-changing API
 * request that a browser says comes from another site's page is refused before anything else reads it.
 * `Sec-Fetch-Site` is set by the browser and cannot be forged by a page's script; older browsers send `Origin`
 * only, compared with the host the request was sent to (`X-Forwarded-Host` when TRUST_PROXY trusts the proxy).
 * Calls without either header (scripts, curl, server tests) are not a browser's cross-site request and pass.
 */
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { MSG } from '@auto-checker/contract';
import { Forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site' || fetchSite === 'same-site';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}

export const refuseCrossSite: onRequestHookHandler = async (request) => {
  if (!isCrossSite(request)) return;
  request.log.warn({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'refused: cross-site request');
  throw new Forbidden(MSG.crossSiteRefused);
};
