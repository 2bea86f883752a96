import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Identity } from '@auto-checker/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { SessionTokens } from './session-token.ts';

export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export type Clock = () => Date;

/** What every module gets: the database, the configuration, the time and the session signer. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: SessionTokens;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. Set by the access guard before any handler runs. */
    identity: Identity | null;
    sessionId: string | null;
  }
}

/** The identity of a route whose access is not public: the guard guarantees it is there. */
export function signedIn(request: { identity: Identity | null }): Identity {
  if (!request.identity) throw new Error('route reached without identity: its access must not be public');
  return request.identity;
}
