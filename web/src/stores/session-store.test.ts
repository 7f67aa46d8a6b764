import type { UserDto } from '@wishwall/contracts/account.dto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './session-store.ts';

const initial = useSessionStore.getState();
const session = () => useSessionStore.getState();

function user(name = 'Ana'): UserDto {
  return {
    id: 'u1',
    name,
    email: 'ana@example.com',
    email_verified_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    wishes: [],
    gifted_wishes_as_receiver: [],
    gift_waiting: false,
    data_user: {
      avatar_url: null,
      referral_code: 'ref',
      country: null,
      country_id: null,
      two_factor_enabled: 0,
      totp_enabled: 0,
      passkeys_enabled: 0,
    },
  };
}

describe('session store', () => {
  let storage: Map<string, string>;

  beforeEach(() => {
    useSessionStore.setState(initial, true);
    storage = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is ready at once when no token is stored', () => {
    session().beginRestore(null);
    expect(session()).toMatchObject({ status: 'ready', user: null, token: null });
  });

  it('restores the user of a stored token', () => {
    session().beginRestore('t1');
    expect(session()).toMatchObject({ status: 'restoring', token: 't1' });
    session().finishRestore(user());
    expect(session()).toMatchObject({ status: 'ready', token: 't1', user: { name: 'Ana' } });
  });

  it('leaves nobody signed in when the restore fails', () => {
    session().beginRestore('t1');
    session().finishRestore(null);
    expect(session()).toMatchObject({ status: 'ready', user: null });
  });

  it('ignores a late restore answer after a sign-in', () => {
    session().beginRestore('old');
    session().signIn({ token: 'new', user: user('Bea') });
    session().finishRestore(null);
    expect(session()).toMatchObject({ token: 'new', user: { name: 'Bea' } });
  });

  it('stores the token on sign-in', () => {
    session().signIn({ token: 't2', user: user() });
    expect(storage.get('token')).toBe('t2');
    expect(session()).toMatchObject({ status: 'ready', token: 't2', user: { id: 'u1' } });
  });

  it('holds a two-factor login pending until the code passes', () => {
    session().awaitTwoFactor({
      twoFactorToken: '2fa',
      email: 'ana@example.com',
      factors: ['email'],
    });
    expect(session()).toMatchObject({ user: null, pendingTwoFactor: { twoFactorToken: '2fa' } });
    expect(storage.has('token')).toBe(false);
    session().signIn({ token: 't3', user: user() });
    expect(session()).toMatchObject({ pendingTwoFactor: null, token: 't3' });
  });

  it('drops a pending two-factor login that is cancelled', () => {
    session().awaitTwoFactor({
      twoFactorToken: '2fa',
      email: 'ana@example.com',
      factors: ['email'],
    });
    session().cancelTwoFactor();
    expect(session().pendingTwoFactor).toBeNull();
  });

  it('replaces the token after a password change, keeping the user', () => {
    session().signIn({ token: 'before', user: user() });
    session().replaceToken('after');
    expect(storage.get('token')).toBe('after');
    expect(session()).toMatchObject({ token: 'after', user: { id: 'u1' } });
  });

  it('updates the signed-in user, and never signs anyone in that way', () => {
    session().setUser(user('Nobody'));
    expect(session().user).toBeNull();
    session().signIn({ token: 't', user: user() });
    session().setUser(user('Ana María'));
    expect(session().user?.name).toBe('Ana María');
  });

  it('clears user, token and stored token', () => {
    session().signIn({ token: 't4', user: user() });
    session().clear();
    expect(session()).toMatchObject({ status: 'ready', user: null, token: null });
    expect(storage.has('token')).toBe(false);
  });
});
