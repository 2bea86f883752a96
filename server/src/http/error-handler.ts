import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@auto-checker/contract';
import { AppError, TooManyRequests } from '../errors.ts';

/** One place that maps errors to answers: `{ message }` always, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyRequests) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const message = first?.message ?? MSG.invalidInput;
      return reply.code(400).send({ message, field: where || undefined });
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
