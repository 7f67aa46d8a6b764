export type ContentPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string };

// docs/product.md#validation-rules: a hash followed by word characters, in any script (#añoNuevo,
// #願い). The hash must not follow a word character, so `page#section` or `C#` inside a word stay
// plain text.
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_])#[\p{L}\p{M}\p{N}_]+/gu;

/** A wish's text cut into plain runs and hashtags, in order, losing nothing. */
export function splitHashtags(content: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of content.matchAll(HASHTAG)) {
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) });
    parts.push({ kind: 'hashtag', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
