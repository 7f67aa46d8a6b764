import { useEffect } from 'react';
import { useSessionStore } from '../../../stores/session-store.ts';
import { takePendingPublish } from '../utils/pending-publish.ts';
import { canPublishWithGift } from '../utils/gift-publish.ts';
import { currentWishOf } from '../utils/wish-text.ts';
import type { PublishPlan } from './use-submit-wish.ts';

/**
 * docs/product.md#publishing-a-wish: a visitor who chose how to pay and was asked to sign in
 * carries on once signed in, with the text and method kept across the sign-in. The signed-in user
 * decides the rest: a gifted wish publishes for free once the address is verified, and a user who
 * already has a published wish has nothing left to publish (`onAlreadyPublished`).
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
    void submit(
      pending.content,
      canPublishWithGift(user) ? { kind: 'gift' } : { kind: 'pay', method: pending.method },
    );
  }, [userId, submit, onAlreadyPublished]);
}
