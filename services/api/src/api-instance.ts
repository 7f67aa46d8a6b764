import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/error-handler.ts';

/** The bare Fastify instance the API is built on, before any plugin. */
export function createApiInstance(config: Config, logger: Logger | undefined) {
  return Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    // Unknown fields are stripped, not rejected: clients may send more than a route reads.
    ajv: { customOptions: { removeAdditional: 'all' } },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
}
export type ApiInstance = ReturnType<typeof createApiInstance>;
