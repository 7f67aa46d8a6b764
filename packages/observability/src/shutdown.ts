import type { Logger } from 'pino';

export interface CloseOnSignalsOptions {
  /** The longest the close may take; past it the process exits at once. */
  timeoutMs?: number;
  /**
   * A start still under way. A signal that comes before it settles waits for it — no longer
   * than `startTimeoutMs` — and then closes, so that nothing it was starting is left running.
   */
  starting?: Promise<unknown>;
  startTimeoutMs?: number;
}

/**
 * Runs `close` once on SIGTERM or SIGINT, then exits. A second signal, or a close that
 * takes longer than `timeoutMs`, exits at once so a stuck dependency never keeps the
 * process alive.
 */
export function closeOnSignals(
  logger: Logger,
  close: () => Promise<void>,
  { timeoutMs = 10_000, starting, startTimeoutMs = 60_000 }: CloseOnSignalsOptions = {},
) {
  let closing = false;
  const exitAfter = (ms: number, message: string) => {
    const timer = setTimeout(() => {
      logger.error(message);
      process.exit(1);
    }, ms);
    timer.unref();
    return timer;
  };
  const handler = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const run = async () => {
      if (starting) {
        const timer = exitAfter(startTimeoutMs, 'start did not finish: exiting');
        await starting.catch(() => undefined);
        clearTimeout(timer);
      }
      exitAfter(timeoutMs, 'shutdown timed out: exiting');
      await close();
    };
    run().then(
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
