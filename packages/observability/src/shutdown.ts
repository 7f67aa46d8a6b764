import type { Logger } from 'pino';

/**
 * Runs `close` once on SIGTERM or SIGINT, then exits. A second signal, or a close that
 * takes longer than `timeoutMs`, exits at once so a stuck dependency never keeps the
 * process alive.
 */
export function closeOnSignals(logger: Logger, close: () => Promise<void>, timeoutMs = 10_000) {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
