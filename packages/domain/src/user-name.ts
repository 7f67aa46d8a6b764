import { AppError } from '@wishwall/contracts/app-error';

/**
 * Control and format characters (line breaks, tabs, escapes, bidi overrides, zero-width
 * marks): a name goes into mail subjects and pages, where they could forge a header line or
 * disguise what is shown.
 */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** A user's name as stored: trimmed, not blank, one plain line (the schema bounds the length). */
export function normalizeUserName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new AppError('validation_failed', 'The name must not be blank');
  if (CONTROL.test(trimmed)) {
    throw new AppError('validation_failed', 'The name must be one line without control characters');
  }
  return trimmed;
}
