import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { createWish } from '../api/create-wish.ts';
import { publishWish } from '../api/publish-wish.ts';
import { refreshUser } from '../api/refresh-user.ts';

export type SubmitStep = 'create' | 'publish';

/**
 * Spec §4 publishing: create the wish, then, for a user holding a gifted wish, publish it at
 * once. Without a gift the wish stays a saved draft until payments arrive. Either way the
 * profile is fetched again, so the form shows the wish as the server now holds it.
 */
export function useSubmitWish() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const flash = useFlashMessage();
  const { show } = flash;

  const submit = useCallback(
    async (content: string, gifted: boolean) => {
      setBusy(true);
      let step: SubmitStep = 'create';
      try {
        const wish = await createWish(content);
        if (gifted) {
          step = 'publish';
          await publishWish(wish.id);
          show('success', t('wish_form.published'));
        } else {
          show('success', t('wish_form.saved'));
        }
      } catch (error) {
        const code = errorCodeOf(error);
        if (!code) console.warn(`Could not ${step} the wish`, error);
        const fallback =
          step === 'create'
            ? t('common.unknown_error_trying_to_create_wish')
            : t('common.unknown_error_trying_to_publish_wish');
        show('error', code ? t(`errors.${code}`) : fallback);
      } finally {
        await refreshUser();
        setBusy(false);
      }
    },
    [show, t],
  );

  return { submit, busy, message: flash.message };
}
