import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { referralUrl } from '../../lib/referral-code.ts';
import { ShareLink } from './share-link.tsx';

/**
 * The user's referral link (any page with `?referral_code=` remembers it), to copy or share:
 * in the wallet, the social networks tab and the profile dialog.
 */
export function ReferralLink({ code, testId }: { code: string; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ShareLink
      title={t('wallet.referral_title')}
      hint={t('wallet.referral_hint')}
      url={referralUrl(language, code)}
      shareText={t('wallet.share_text')}
      testId={testId}
    />
  );
}
