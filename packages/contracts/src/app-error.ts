import type { ErrorCode } from './error-codes.ts';

/**
 * An expected failure with a stable code. Services throw it; the API's error handler, socket
 * acks and failed jobs turn it into the envelope's `code` and `message`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
