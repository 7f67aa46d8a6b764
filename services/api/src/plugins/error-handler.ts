import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { isDatabaseUnavailable, isNumericOutOfRange } from '@wishwall/db/pg-errors';
import { isRedisUnavailable } from '@wishwall/events/redis-unavailable';
import { httpStatusOf } from '../http/error-status.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The status of a schema validation failure on this route, when it is not 400. */
    validationStatus?: 422;
  }
}

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

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (malformed percent-encoding, a parameter
 * past maxParamLength) is refused before any route or error handler runs.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address is not valid (malformed percent-encoding)';
  reply.status(400).send(errorBody('validation_failed', message));
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse as HTTP (a NUL or a bare CR in a
 * header, a broken request line, headers past the size limit) never reaches Fastify, so the
 * answer is written on the socket, in the envelope all the same.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody('validation_failed', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Turns every error into the envelope with a stable code; 5xx never leaks internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply.status(httpStatusOf(error.code)).send(errorBody(error.code, error.message));
      }
      // The request connection fails fast while Redis is away (decision 0018); a Postgres
      // connection lost or refused is as temporary, and the failed statement committed nothing.
      const unavailable = isRedisUnavailable(error)
        ? 'Redis'
        : isDatabaseUnavailable(error)
          ? 'Postgres'
          : undefined;
      if (unavailable) {
        request.log.warn({ err: error }, `${unavailable} unavailable`);
        return reply
          .status(503)
          .send(errorBody('service_unavailable', 'Briefly unavailable; please try again shortly'));
      }
      // Ids and amounts are bounded at the schema and in the services; should a number still
      // pass a bigint column, it is the request's, not a server failure.
      if (isNumericOutOfRange(error)) {
        request.log.warn({ err: error }, 'number out of range');
        return reply
          .status(httpStatusOf('amount_out_of_range'))
          .send(errorBody('amount_out_of_range', 'A number in the request is out of range'));
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
          .status(request.routeOptions.config.validationStatus ?? 400)
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
