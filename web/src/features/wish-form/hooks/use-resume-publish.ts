import type { UserDto } from '@wishwall/contracts/account.dto';
import { useCallback } from 'react';
import { useResumeAfterSignIn } from '../../../hooks/use-resume-after-sign-in.ts';
import { takePendingPublish, type PendingPublish } from '../utils/pending-publish.ts';
import { canPublishWithGift } from '../utils/gift-publish.ts';
import { currentWishOf } from '../utils/wish-text.ts';
import type { PublishPlan } from './use-submit-wish.ts';

const take = () => takePendingPublish();

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
  const resume = useCallback(
    (pending: PendingPublish, user: UserDto) => {
      if (currentWishOf(user.wishes)?.status === 'published') {
        onAlreadyPublished();
        return;
      }
      void submit(
        pending.content,
        canPublishWithGift(user) ? { kind: 'gift' } : { kind: 'pay', method: pending.method },
      );
    },
    [submit, onAlreadyPublished],
  );
  useResumeAfterSignIn(take, resume);
}
