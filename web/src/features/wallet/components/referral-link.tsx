import { useTranslation } from 'react-i18next';
import { ShareLink } from '../../../components/ui/share-link.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { referralUrl } from '../../../lib/referral-code.ts';

/** The user's referral link (any page with `?referral_code=` remembers it), to copy or share. */
export function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ShareLink
      title={t('wallet.referral_title')}
      hint={t('wallet.referral_hint')}
      url={referralUrl(language, code)}
      shareText={t('wallet.share_text')}
      testId="referral-link"
    />
  );
}
