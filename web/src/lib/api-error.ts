import { ERROR_CODES, type ErrorCode } from '@wishwall/contracts/error-codes';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failed API call. `code` is the stable contract code, so the UI shows `t('errors.<code>')`;
 * `message` is the server's English text, for logs only.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: readonly FieldError[];

  constructor(
    code: ErrorCode,
    message: string,
    status: number,
    fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The contract code worth showing for a failure, or null when a screen's own wording says more:
 * `internal_error` and anything that is not an API error only mean "that did not work".
 */
export function errorCodeOf(error: unknown): ErrorCode | null {
  return error instanceof ApiError && error.code !== 'internal_error' ? error.code : null;
}
