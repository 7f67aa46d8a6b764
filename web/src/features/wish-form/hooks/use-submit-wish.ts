import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { LEAVING, useSubmit } from '../../../hooks/use-submit.ts';
import { refreshUser } from '../../auth/utils/refresh-user.ts';
import { createCheckout } from '../api/create-checkout.ts';
import { createWish } from '../api/create-wish.ts';
import { publishWish } from '../api/publish-wish.ts';
import type { PaymentMethod } from '../utils/pending-publish.ts';

/** How the wish gets published: with the user's gifted wish, or by paying for it. */
export type PublishPlan = { kind: 'gift' } | { kind: 'pay'; method: PaymentMethod };

type SubmitStep = 'create' | 'publish' | 'checkout';

const FALLBACK_KEYS = {
  create: 'common.unknown_error_trying_to_create_wish',
  publish: 'common.unknown_error_trying_to_publish_wish',
  checkout: 'wish_form.error_starting_payment',
} as const satisfies Record<SubmitStep, string>;

/**
 * docs/product.md#publishing-a-wish: create the wish, then publish it with a gifted wish, or open
 * the chosen provider's checkout and send the browser there; the payment return page publishes it.
 * The profile is fetched again unless the page is leaving, so the form shows the wish as the server
 * now holds it (a draft when the payment could not start).
 */
export function useSubmitWish() {
  const { t } = useTranslation();
  const [redirecting, setRedirecting] = useState(false);
  const flash = useFlashMessage();
  const { show } = flash;
  const { busy, run, release } = useSubmit(flash);

  // Back from the checkout through the browser's back-forward cache, the page is as it was left:
  // still "redirecting". The wish is a draft again (the payment was not made, or is verified
  // on its return page), so the form comes back to life.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirecting(false);
      release();
      void refreshUser();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [release]);

  const submit = useCallback(
    async (content: string, plan: PublishPlan) => {
      if (plan.kind === 'pay') setRedirecting(true);
      let step: SubmitStep = 'create';
      const failure = await run(
        async () => {
          const wish = await createWish(content);
          if (plan.kind === 'gift') {
            step = 'publish';
            await publishWish(wish.id);
            show('success', t('wish_form.published'));
            return;
          }
          step = 'checkout';
          const url = await createCheckout(plan.method, wish.id);
          window.location.assign(url);
          return LEAVING; // The loading stays up until the checkout page replaces this one.
        },
        {
          fallback: () => t(FALLBACK_KEYS[step]),
          // docs/product.md#texts-the-user-sees: the wall words this failure its own way.
          describe: (code) =>
            code === 'user_already_has_published_wish'
              ? t('common.user_already_has_published_wish')
              : null,
          settle: async () => {
            await refreshUser();
            setRedirecting(false);
          },
        },
      );
      if (failure && !failure.code) console.warn(`Could not ${step} the wish`, failure.error);
    },
    [run, show, t],
  );

  return { submit, busy, redirecting, message: flash.message, showMessage: show };
}
