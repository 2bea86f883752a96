import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@auto-checker/contract';
import { AppError, TooManyRequests } from '../errors.ts';

/** One place that maps errors to answers: `{ message }` always, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyRequests) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send({ ...err.details, message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const message = first?.message ?? MSG.invalidInput;
      return reply.code(400).send({ message, field: where || undefined });
    }
    if (isUnstorableText(err)) {
      // Reached only by input no schema looked at (a multipart form field): refused, not a fault of ours.
      return reply.code(400).send({ message: MSG.invalidInput });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ message: MSG.internal });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: MSG.internal });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): its message is safe to show.
    return reply.code(status).send({ message: err.message });
  });
}

/** PostgreSQL refusing text it cannot hold (invalid byte sequence such as NUL, untranslatable character). */
function isUnstorableText(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
