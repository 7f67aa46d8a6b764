import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../components/ui/message-dialog.tsx';
import type { ReactionFailure } from './use-wish-reactions.ts';

/**
 * Why a reaction did not happen (docs/product.md#texts-the-user-sees): "Error applying reaction"
 * when the server refused it, with its reason, or "Error trying to react, please try again" when
 * no answer came; the author's own wish is an information, not an error.
 */
export function ReactionFailureDialog({
  failure,
  onClose,
}: {
  failure: ReactionFailure;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      title={
        failure === 'cannot_react_to_own_wish'
          ? t('reactions.own_wish_title')
          : failure === 'unknown'
            ? t('reactions.error_trying_to_react_try_again')
            : t('reactions.error_applying_reaction')
      }
      message={
        failure === 'unknown' ? t('common.something_went_wrong_try_again') : t(`errors.${failure}`)
      }
      tone={failure === 'cannot_react_to_own_wish' ? 'info' : 'error'}
      onClose={onClose}
      testId="reaction-error"
    />
  );
}
