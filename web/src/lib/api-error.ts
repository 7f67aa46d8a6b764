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
