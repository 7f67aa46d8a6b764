import { pino, type LevelWithSilent, type Logger } from 'pino';

/** JSON logs to stdout (pino, as Fastify uses), one logger per process named for its role. */
export function createLogger(options: { logLevel: LevelWithSilent }, name: string): Logger {
  return pino({ name, level: options.logLevel });
}
