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
}

export function clearSessionCookie(reply: FastifyReply, deps: AppDeps): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: deps.config.COOKIE_SECURE });
}
