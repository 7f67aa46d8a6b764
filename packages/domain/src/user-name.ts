import { AppError } from '@wishwall/contracts/app-error';

/** A user's name as stored: trimmed and not blank (the length is the schema's to bound). */
export function normalizeUserName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new AppError('validation_failed', 'The name must not be blank');
  return trimmed;
}
