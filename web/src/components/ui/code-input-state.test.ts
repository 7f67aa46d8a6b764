import { describe, expect, it } from 'vitest';
import {
  codeOf,
  emptyCode,
  enterDigits,
  eraseDigit,
  isCodeComplete,
  pasteDigits,
} from './code-input-state.ts';

const code = (text: string) => [...text].map((char) => (char === '_' ? '' : char));

describe('two-factor code input', () => {
  it('starts with six empty boxes and is not complete', () => {
    expect(emptyCode()).toEqual(['', '', '', '', '', '']);
    expect(isCodeComplete(emptyCode())).toBe(false);
  });

  it('writes a typed digit and advances to the next box', () => {
    expect(enterDigits(emptyCode(), 0, '4')).toEqual({ digits: code('4_____'), focus: 1 });
  });

  it('replaces the digit of a filled box', () => {
    expect(enterDigits(code('123456'), 2, '9').digits).toEqual(code('129456'));
  });

  it('accepts digits only', () => {
    const before = code('1_____');
    expect(enterDigits(before, 1, 'a')).toEqual({ digits: before, focus: 1 });
    expect(enterDigits(before, 1, ' ')).toEqual({ digits: before, focus: 1 });
    expect(enterDigits(before, 1, '-')).toEqual({ digits: before, focus: 1 });
  });

  it('keeps the focus on the last box once it is filled', () => {
    expect(enterDigits(code('12345_'), 5, '6')).toEqual({ digits: code('123456'), focus: 5 });
  });

  it('fills all six boxes from a pasted code, whatever box it was pasted into', () => {
    expect(pasteDigits(emptyCode(), 3, '123456')).toEqual({ digits: code('123456'), focus: 5 });
  });

  it('ignores separators and extra digits in a paste', () => {
    expect(pasteDigits(emptyCode(), 0, ' 12-34 56 78').digits).toEqual(code('123456'));
  });

  it('fills from the pasted box when fewer than six digits are pasted', () => {
    expect(pasteDigits(code('1_____'), 1, '23')).toEqual({ digits: code('123___'), focus: 3 });
  });

  it('changes nothing when the paste has no digits', () => {
    const before = code('12____');
    expect(pasteDigits(before, 2, 'abc')).toEqual({ digits: before, focus: 2 });
  });

  it('erases the current digit on backspace and stays', () => {
    expect(eraseDigit(code('123___'), 2)).toEqual({ digits: code('12____'), focus: 2 });
  });

  it('goes back and erases the previous digit on backspace in an empty box', () => {
    expect(eraseDigit(code('12____'), 2)).toEqual({ digits: code('1_____'), focus: 1 });
  });

  it('stays on the first box on backspace there', () => {
    expect(eraseDigit(emptyCode(), 0)).toEqual({ digits: emptyCode(), focus: 0 });
  });

  it('is complete, and yields the code, once all six boxes are filled', () => {
    expect(isCodeComplete(code('12345_'))).toBe(false);
    expect(isCodeComplete(code('123456'))).toBe(true);
    expect(codeOf(code('123456'))).toBe('123456');
  });
});
