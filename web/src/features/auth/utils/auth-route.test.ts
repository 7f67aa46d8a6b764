import { describe, expect, it } from 'vitest';
import { authRouteOf } from './auth-route.ts';

describe('authRouteOf', () => {
  it('reads the dialog from the second segment', () => {
    expect(authRouteOf('/en/login')).toBe('login');
    expect(authRouteOf('/es/register/')).toBe('register');
    expect(authRouteOf('/en/email-verification-process')).toBe('email-verification-process');
    expect(authRouteOf('/es/password-reset')).toBe('password-reset');
    expect(authRouteOf('/en/email-change-undo')).toBe('email-change-undo');
  });

  it('is null for every other page', () => {
    expect(authRouteOf('/en')).toBeNull();
    expect(authRouteOf('/en/config')).toBeNull();
    expect(authRouteOf('/login')).toBeNull();
    expect(authRouteOf('/en/wish/login')).toBeNull();
  });
});
