import { describe, expect, it } from 'vitest';
import { AppError, RateLimitedError } from './app-error.ts';

describe('RateLimitedError', () => {
  it('is a rate_limited AppError whose wait is whole seconds, at least one', () => {
    const error = new RateLimitedError(12.2);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(13);
    expect(error.message).toBe('Too many requests; try again in 13 seconds');
    expect(new RateLimitedError(0.001).retryAfterSeconds).toBe(1);
    expect(new RateLimitedError(-5).retryAfterSeconds).toBe(1);
  });

  it('keeps a message of its own', () => {
    const error = new RateLimitedError(900, 'Too many failed sign-ins; try again in 15 minutes');
    expect(error.message).toBe('Too many failed sign-ins; try again in 15 minutes');
    expect(error.retryAfterSeconds).toBe(900);
  });
});
