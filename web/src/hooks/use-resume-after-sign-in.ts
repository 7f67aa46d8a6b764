import type { UserDto } from '@wishwall/contracts/account.dto';
import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Carries on with a request a visitor made before signing in (lib/pending-after-sign-in.ts), once a
 * user appears: `take` reads and removes the stored request, `resume` acts on it for that user.
 * Runs on every change of the signed-in user, so a sign-in through any dialog (login, a second
 * factor, registering) resumes it, and so does a remount after a route change or a reload.
 */
export function useResumeAfterSignIn<T>(
  take: () => T | null,
  resume: (pending: T, user: UserDto) => void,
): void {
  const userId = useSessionStore((s) => s.user?.id ?? null);

  useEffect(() => {
    const user = useSessionStore.getState().user;
    if (!userId || !user) return;
    const pending = take();
    if (pending) resume(pending, user);
  }, [userId, take, resume]);
}
