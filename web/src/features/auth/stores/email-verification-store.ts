import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { create } from 'zustand';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { getProfile } from '../api/get-profile.ts';
import { verifyEmail, type EmailVerificationOutcome } from '../api/verify-email.ts';

export type EmailVerificationResult =
  { ok: true; outcome: EmailVerificationOutcome } | { ok: false; code: ErrorCode | null };

export interface EmailVerificationStore {
  /** The link being (or last) processed: a link is followed once, however often it renders. */
  link: string | null;
  result: EmailVerificationResult | null;
  verify: (email: string, token: string) => void;
  reset: () => void;
}

async function refreshSignedInUser(email: string, sessionToken: string | null) {
  const { user, setUser, replaceToken } = useSessionStore.getState();
  // The account moved to this address: its other sessions ended, this one goes on.
  if (sessionToken && user) replaceToken(sessionToken);
  else if (user?.email.toLowerCase() !== email.toLowerCase()) return;
  try {
    setUser(await getProfile());
  } catch (error) {
    console.warn('Could not refresh the profile after verifying the e-mail', error);
  }
}

/**
 * docs/product.md#account-dialogs: following the e-mailed link shows loading, then success,
 * already-verified or error.
 */
export const useEmailVerificationStore = create<EmailVerificationStore>()((set, get) => ({
  link: null,
  result: null,
  verify: (email, token) => {
    const link = `${email}\n${token}`;
    if (get().link === link) return;
    set({ link, result: null });
    verifyEmail(email, token).then(
      ({ outcome, sessionToken }) => {
        set({ result: { ok: true, outcome } });
        void refreshSignedInUser(email, sessionToken);
      },
      (error: unknown) => {
        const code = errorCodeOf(error);
        // Answered as an error by some servers, it is still good news for the user.
        set({
          result:
            code === 'email_already_verified'
              ? { ok: true, outcome: 'email_already_verified' }
              : { ok: false, code },
        });
      },
    );
  },
  reset: () => set({ link: null, result: null }),
}));
