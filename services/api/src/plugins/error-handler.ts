import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { isRedisUnavailable } from '@wishwall/events/redis-unavailable';
import { httpStatusOf } from '../http/error-status.ts';

interface FieldError {
  field: string;
  message: string;
}

export function errorBody(code: ErrorCode, message: string, fields?: FieldError[]) {
  return { status: false as const, code, message, data: fields ? { fields } : null };
}

/** Codes for the 4xx errors Fastify itself raises (bad JSON, wrong content type, ...). */
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return 'validation_failed';
  }
}

/** Turns every error into the envelope with a stable code; 5xx never leaks internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(httpStatusOf(error.code)).send(errorBody(error.code, error.message));
      }
      // The request connection fails fast while Redis is away (decision 0018).
      if (isRedisUnavailable(error)) {
        request.log.warn({ err: error }, 'Redis unavailable');
        return reply
          .status(503)
          .send(errorBody('service_unavailable', 'Briefly unavailable; please try again shortly'));
      }
      if (error.validation) {
        const fields = error.validation.map((issue) => ({
          field:
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            String(issue.params['missingProperty'] ?? error.validationContext ?? ''),
          message: issue.message ?? 'is invalid',
        }));
        const summary = fields.map((f) => `${f.field} ${f.message}`.trim()).join('; ');
        return reply
          .status(400)
          .send(
            errorBody(
              'validation_failed',
              `Invalid ${error.validationContext}: ${summary}`,
              fields,
            ),
          );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(errorBody(codeForClientStatus(status), error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(errorBody('internal_error', 'Something went wrong, please try again'));
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(errorBody('route_not_found', `Route ${request.method} ${request.url} not found`)),
    );
  },
  { name: 'error-handler' },
);
