import { SESSION_HINT_COOKIE } from '@auto-checker/contract';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { SESSION_COOKIE } from './session-token.ts';

export async function setSessionCookie(reply: FastifyReply, deps: AppDeps, accountId: number, sessionId: string): Promise<void> {
  const token = await deps.tokens.sign({ accountId, sessionId });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: deps.config.COOKIE_SECURE,
    maxAge: deps.tokens.maxAgeSeconds,
  });
  // Readable by the web app, no secret in it: a session was opened here (contract/src/session.ts).
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'strict',
    path: '/',
    secure: deps.config.COOKIE_SECURE,
    maxAge: deps.tokens.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: AppDeps): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: deps.config.COOKIE_SECURE });
  reply.clearCookie(SESSION_HINT_COOKIE, { httpOnly: false, sameSite: 'strict', path: '/', secure: deps.config.COOKIE_SECURE });
}
