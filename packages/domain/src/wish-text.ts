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

/**
 * docs/product.md#validation-rules: a hashtag is a `#` followed by letters of any script (with
 * their combining marks, as in #नमस्ते or a decomposed #Japón), digits or `_`. The `#` must not
 * follow one of those, so `page#section` or `C#` inside a word stay plain text.
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_])#[\p{L}\p{M}\p{N}_]+/gu;

/** The hashtags of a wish, in order. */
export function hashtagsOf(content: string): string[] {
  return [...content.matchAll(HASHTAG)].map((match) => match[0]);
}

/**
 * A hashtag as search compares it: without its `#`, in lower case, with the accents of Latin
 * letters dropped (combining marks U+0300–U+036F after canonical decomposition), so #Niño,
 * #niño and #nino are one tag. Marks of other scripts stay: a Devanagari vowel sign is part of
 * the word, not an accent.
 */
export function tagKey(hashtag: string): string {
  return hashtag
    .replace(/^#/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** A wish's distinct tags as stored for search (`tagKey` of each hashtag), in order. */
export function tagsOf(content: string): string[] {
  return [...new Set(hashtagsOf(content).map(tagKey))];
}

/** A run of a wish's text: plain, or one hashtag. */
export type WishTextPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string };

/** A wish's text cut into plain runs and hashtags, in order, losing nothing. */
export function splitHashtags(content: string): WishTextPart[] {
  const parts: WishTextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(HASHTAG)) {
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) });
    parts.push({ kind: 'hashtag', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
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
