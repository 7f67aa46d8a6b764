import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

/** JSON logs to stdout (pino, as Fastify uses), one logger per process named for its role. */
export function createLogger(config: Pick<Config, 'logLevel'>, name: string): Logger {
  return pino({ name, level: config.logLevel });
}
