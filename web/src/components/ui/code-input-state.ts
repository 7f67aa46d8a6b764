/** The two-factor code: six boxes of one digit each (docs/product.md#validation-rules). */
export const CODE_LENGTH = 6;

/** One entry per box: a single digit, or '' while empty. */
export type CodeDigits = readonly string[];

export interface CodeEdit {
  digits: CodeDigits;
  /** The box that should hold the focus after the edit. */
  focus: number;
}

export function emptyCode(length = CODE_LENGTH): CodeDigits {
  return Array.from({ length }, () => '');
}

function digitsIn(text: string): string[] {
  return [...text].filter((char) => char >= '0' && char <= '9');
}

/**
 * Writes the digits of `text` into the boxes from `index` on, one per box, ignoring any other
 * character and whatever would not fit. A key press writes one digit; a paste or an autofilled
 * code writes several. Focus moves to the box after the last digit written (or stays on the last).
 */
export function enterDigits(digits: CodeDigits, index: number, text: string): CodeEdit {
  const incoming = digitsIn(text).slice(0, digits.length - index);
  if (incoming.length === 0) return { digits, focus: index };
  const next = [...digits];
  incoming.forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: Math.min(index + incoming.length, digits.length - 1) };
}

/**
 * A paste fills up to six boxes. A whole code pasted anywhere starts at the first box, since
 * nobody means to drop its head off; a shorter run of digits starts where it was pasted.
 */
export function pasteDigits(digits: CodeDigits, index: number, text: string): CodeEdit {
  const start = digitsIn(text).length >= digits.length ? 0 : index;
  return enterDigits(digits, start, text);
}

/** Backspace clears the box; on an empty box it goes back and clears the one before. */
export function eraseDigit(digits: CodeDigits, index: number): CodeEdit {
  const target = digits[index] === '' && index > 0 ? index - 1 : index;
  const next = [...digits];
  next[target] = '';
  return { digits: next, focus: target };
}

export function isCodeComplete(digits: CodeDigits): boolean {
  return digits.every((digit) => digit !== '');
}

export function codeOf(digits: CodeDigits): string {
  return digits.join('');
}
