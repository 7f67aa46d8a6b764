import { describe, expect, it } from 'vitest';
import { isRecentAuthentication } from './step-up.ts';

describe('isRecentAuthentication', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const secondsAgo = (seconds: number) => now.getTime() / 1000 - seconds;

  it('holds up to the limit, inclusive, and not a second past it', () => {
    expect(isRecentAuthentication(secondsAgo(0), now, 12)).toBe(true);
    expect(isRecentAuthentication(secondsAgo(12 * 3600), now, 12)).toBe(true);
    expect(isRecentAuthentication(secondsAgo(12 * 3600 + 1), now, 12)).toBe(false);
    expect(isRecentAuthentication(secondsAgo(2 * 3600), now, 1)).toBe(false);
  });
});
