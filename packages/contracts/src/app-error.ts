import type { ErrorCode } from './error-codes.ts';

/**
 * An expected failure with a stable code. Services throw it; the API's error handler, socket
 * acks and failed jobs turn it into the envelope's `code` and `message`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  /**
   * Where a refusal ends at a known time: the whole seconds until then, which the API sends as
   * `Retry-After`, so a client waits as long as it must and no longer.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.code = code;
    this.retryAfterSeconds =
      options?.retryAfterSeconds === undefined
        ? undefined
        : Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

/**
 * `rate_limited`, saying how long to wait: the API sends the wait as `Retry-After` (seconds),
 * as its Redis-counted limits already did, so a client backs off for as long as it must.
 */
export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';
  declare readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message?: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('rate_limited', message ?? `Too many requests; try again in ${seconds} seconds`, {
      retryAfterSeconds: seconds,
    });
  }
}
