import { AppError } from '@wishwall/contracts/app-error';
import { WISH_MAX_LENGTH } from '@wishwall/contracts/constants';

/**
 * A wish as stored: trimmed, not blank, at most 500 characters (counted as the client counts
 * them: UTF-16 code units, as `maxlength` and String.length do).
 */
export function normalizeWishText(content: string): string {
  const text = content.trim();
  if (text === '') throw new AppError('validation_failed', 'The wish must not be empty');
  if (text.length > WISH_MAX_LENGTH) {
    throw new AppError(
      'validation_failed',
      `The wish must be at most ${WISH_MAX_LENGTH} characters`,
    );
  }
  return text;
}

/** Hashtags in a wish: a # followed by word characters (letters of any script, digits, _). */
export function hashtagsOf(content: string): string[] {
  return [...content.matchAll(/#[\p{L}\p{N}_]+/gu)].map((match) => match[0]);
}

/**
 * The wish cut to at most `max` characters for a link preview, with an ellipsis when cut. A
 * cut never splits an emoji's surrogate pair, which would show as U+FFFD.
 */
export function excerptOf(content: string, max: number): string {
  if (content.length <= max) return content;
  const cut = content.slice(0, max - 1);
  return `${cut.isWellFormed() ? cut : cut.slice(0, -1)}…`;
}
