import { useEffect } from 'react';
import { useSessionStore } from '../../../stores/session-store.ts';
import { takePendingPublish } from '../utils/pending-publish.ts';
import { currentWishOf } from '../utils/wish-text.ts';
import type { PublishPlan } from './use-submit-wish.ts';

/**
 * Spec §4: a visitor who chose how to pay and was asked to sign in carries on once signed in,
 * with the text and method kept across the sign-in. The signed-in user decides the rest: a
 * gifted wish publishes for free, and a user who already has a published wish has nothing left
 * to publish (`onAlreadyPublished`).
 */
export function useResumePublish(
  submit: (content: string, plan: PublishPlan) => Promise<void>,
  onAlreadyPublished: () => void,
) {
  const userId = useSessionStore((s) => s.user?.id ?? null);

  useEffect(() => {
    const user = useSessionStore.getState().user;
    if (!userId || !user) return;
    const pending = takePendingPublish();
    if (!pending) return;
    if (currentWishOf(user.wishes)?.status === 'published') {
      onAlreadyPublished();
      return;
    }
    const gifted = user.gifted_wishes_as_receiver.length > 0;
    void submit(
      pending.content,
      gifted ? { kind: 'gift' } : { kind: 'pay', method: pending.method },
    );
  }, [userId, submit, onAlreadyPublished]);
}
