import { describe, expect, it } from 'vitest';
import { parseFlags, UsageError } from './cli-flags.ts';

const FLAGS = { viewers: { default: 10, min: 1, max: 100, help: 'viewers' } };

describe('parseFlags', () => {
  it('reads integers within their range, and the defaults', () => {
    expect(parseFlags(['--viewers', '7'], FLAGS).integers.viewers).toBe(7);
    expect(parseFlags([], FLAGS).integers.viewers).toBe(10);
  });

  it('refuses as a usage error what the run cannot use', () => {
    for (const argv of [
      ['--viewers', 'abc'],
      ['--viewers', '0'],
      ['--viewers', '1e9'],
      ['--viewers', '-5'],
      ['--nope', '1'],
      ['--viewers'],
      ['stray'],
    ]) {
      expect(() => parseFlags(argv, FLAGS), argv.join(' ')).toThrow(UsageError);
    }
  });
});
