import type { LoginFactor, SessionDto, UserDto } from '@wishwall/contracts/account.dto';
import { create } from 'zustand';
import { removeSessionToken, writeSessionToken } from '../lib/session-token.ts';

/**
 * `restoring` until the start-up profile fetch has answered (or was not needed); only then can
 * the app tell a visitor from a returning user without flashing the wrong header.
 */
export type SessionStatus = 'restoring' | 'ready';

/**
 * A login that passed the password and waits for its second factor: the authenticator app's
 * code, a recovery code or the e-mailed code (docs/product.md#two-factor-sign-in).
 */
export interface PendingTwoFactor {
  twoFactorToken: string;
  email: string;
  /** The second factors the account offers (the login answer's `factors`). */
  factors: LoginFactor[];
}

export interface SessionStore {
  status: SessionStatus;
  user: UserDto | null;
  token: string | null;
  pendingTwoFactor: PendingTwoFactor | null;
  /** At start: the stored token, if any, is about to be checked by fetching the profile. */
  beginRestore: (token: string | null) => void;
  /** The start-up fetch answered: a user, or nobody (failure stays silent). */
  finishRestore: (user: UserDto | null) => void;
  /** Login without a second factor, a passed second factor, or a registration. */
  signIn: (session: SessionDto) => void;
  awaitTwoFactor: (pending: PendingTwoFactor) => void;
  cancelTwoFactor: () => void;
  /** The server answered with a fresher copy of the signed-in user. */
  setUser: (user: UserDto) => void;
  /**
   * An account change (password, two-factor, address) signed every other session out and
   * handed this one a new token; so does a step-up (a fresh second factor for the console).
   */
  replaceToken: (token: string) => void;
  /** Logout, or a token the server no longer accepts. */
  clear: () => void;
}

/**
 * Who is signed in, shared by every feature (header, wishes, reactions, settings), so it lives
 * outside any one feature. The stored token is written here and only here.
 */
export const useSessionStore = create<SessionStore>()((set) => ({
  status: 'restoring',
  user: null,
  token: null,
  pendingTwoFactor: null,
  beginRestore: (token) => set(token ? { status: 'restoring', token } : { status: 'ready' }),
  // A sign-in that beat the start-up fetch wins over its late answer.
  finishRestore: (user) =>
    set((current) => (current.status === 'restoring' ? { status: 'ready', user } : current)),
  signIn: ({ token, user }) => {
    writeSessionToken(token);
    set({ status: 'ready', user, token, pendingTwoFactor: null });
  },
  awaitTwoFactor: (pendingTwoFactor) => set({ pendingTwoFactor }),
  cancelTwoFactor: () => set({ pendingTwoFactor: null }),
  setUser: (user) => set((current) => (current.user ? { user } : current)),
  replaceToken: (token) => {
    writeSessionToken(token);
    set({ token });
  },
  clear: () => {
    removeSessionToken();
    set({ status: 'ready', user: null, token: null, pendingTwoFactor: null });
  },
}));
